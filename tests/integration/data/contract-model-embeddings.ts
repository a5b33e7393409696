import { describe, expect, it } from 'vitest';
import { nudge, vectorFor } from '../../support/vectors';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const NOMIC = 'openai-compatible:http://localhost:11434/v1#nomic-embed-text';
const SAME_NAME_ELSEWHERE = 'openai-compatible:https://llm.example.com/v1#nomic-embed-text';

/**
 * Memories embedded by a model other than OpenAI's (issue #17 point 1): vectors of any size,
 * searched only among the same endpoint and model, and only the owner's, on every backend.
 */
export function modelEmbeddingsContract(ctx: () => Context) {
  const as = (user: ContractUser) => ctx().backend.port.forCaller(user.caller).memories;
  const search = (user: ContractUser, embedding: number[], model = NOMIC, threshold = 0.7) =>
    as(user).searchByModel({ model, embedding, threshold, count: 5 });

  describe('memories embedded by another model', () => {
    it("are found by the same model's vectors of the same size, and by no other model", async () => {
      const { alice } = ctx();
      const base = vectorFor(301, 768);
      const near = await as(alice).add({
        content: 'local: trains on Tuesdays',
        embedding: null,
        modelEmbedding: { model: NOMIC, embedding: nudge(base, 0.02) },
        metadata: {},
      });
      await as(alice).add({
        content: 'local: unrelated',
        embedding: null,
        modelEmbedding: { model: NOMIC, embedding: vectorFor(302, 768) },
        metadata: {},
      });
      const matches = await search(alice, base);
      expect(matches.map((m) => m.id)).toEqual([near.id]);
      expect(matches[0]!.similarity).toBeGreaterThan(0.9);
      expect(await search(alice, base, SAME_NAME_ELSEWHERE)).toEqual([]);
      // Not an OpenAI vector: the 1536-dimension search does not see it.
      const openai = await as(alice).search({ embedding: vectorFor(301), threshold: 0.1, count: 50 });
      expect(openai.map((m) => m.id)).not.toContain(near.id);
      expect((await as(alice).list()).map((m) => m.id)).toContain(near.id);
    });

    it('skip vectors of another size (a model swapped under the same name) instead of failing', async () => {
      const { alice } = ctx();
      const bigger = vectorFor(310, 1024);
      const swapped = await as(alice).add({
        content: 'local: after the model grew',
        embedding: null,
        modelEmbedding: { model: NOMIC, embedding: bigger },
        metadata: {},
      });
      expect((await search(alice, bigger)).map((m) => m.id)).toEqual([swapped.id]);
      expect((await search(alice, vectorFor(310, 384), NOMIC, -1)).map((m) => m.id)).toEqual([]);
      expect((await search(alice, vectorFor(301, 768), NOMIC, -1)).map((m) => m.id)).not.toContain(swapped.id);
    });

    it("never find another user's memories, and go with their memory, one by one or all at once", async () => {
      const { alice, bob } = ctx();
      const shared = vectorFor(320, 768);
      const bobs = await as(bob).add({
        content: 'bob: local secret',
        embedding: null,
        modelEmbedding: { model: NOMIC, embedding: shared },
        metadata: {},
      });
      expect((await search(alice, shared, NOMIC, -1)).map((m) => m.id)).not.toContain(bobs.id);
      expect((await search(bob, shared)).map((m) => m.id)).toEqual([bobs.id]);

      await as(bob).delete(bobs.id);
      expect(await search(bob, shared, NOMIC, -1)).toEqual([]);

      const again = await as(bob).add({
        content: 'bob: local again',
        embedding: null,
        modelEmbedding: { model: NOMIC, embedding: shared },
        metadata: {},
      });
      expect((await search(bob, shared)).map((m) => m.id)).toEqual([again.id]);
      const alicesBefore = await search(alice, vectorFor(301, 768));
      await as(bob).deleteAll();
      expect(await search(bob, shared, NOMIC, -1)).toEqual([]);
      expect(await search(alice, vectorFor(301, 768))).toEqual(alicesBefore);
    });

    it('store nothing when the vector is refused (too many dimensions)', async () => {
      const { bob } = ctx();
      const tooBig = { model: NOMIC, embedding: vectorFor(330, 9000) };
      await expect(
        as(bob).add({ content: 'bob: never stored', embedding: null, modelEmbedding: tooBig, metadata: {} }),
      ).rejects.toThrow();
      expect((await as(bob).list()).map((m) => m.content)).not.toContain('bob: never stored');
    });
  });
}
