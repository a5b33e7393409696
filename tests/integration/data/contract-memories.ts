import { describe, expect, it } from 'vitest';
import { rejectsWith } from './contract-assert';
import { nudge, vectorFor } from '../../support/vectors';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** Long-term memories: similarity search, keyword search and isolation, on every backend. */
export function memoriesContract(ctx: () => Context) {
  const as = (user: ContractUser) => ctx().backend.port.forCaller(user.caller);

  describe('memories', () => {
    it('finds own similar memories above the threshold, most similar first', async () => {
      const base = vectorFor(1);
      await as(ctx().alice).memories.add({
        content: 'likes hiking',
        embedding: nudge(base, 0.05),
        metadata: { importance: 0.7 },
      });
      await as(ctx().alice).memories.add({ content: 'closest', embedding: nudge(base, 0.01), metadata: {} });
      await as(ctx().alice).memories.add({ content: 'unrelated', embedding: vectorFor(99), metadata: {} });
      const matches = await as(ctx().alice).memories.search({ embedding: base, threshold: 0.7, count: 5 });
      expect(matches.map((m) => m.content)).toEqual(['closest', 'likes hiking']);
      expect(matches[0]!.similarity).toBeGreaterThan(0.9);
      const listed = await as(ctx().alice).memories.list();
      expect(listed.find((m) => m.content === 'likes hiking')!.importanceScore).toBe(0.7);
      expect(listed.find((m) => m.content === 'closest')!.importanceScore).toBe(0.5);
    });

    it('finds own memories by keywords when there are no embeddings', async () => {
      await as(ctx().alice).memories.add({
        content: 'Prefers TypeScript for backend services',
        embedding: null,
        metadata: {},
      });
      await as(ctx().bob).memories.add({
        content: 'Bob also prefers TypeScript for backend work',
        embedding: null,
        metadata: {},
      });
      const matches = await as(ctx().alice).memories.searchText({ query: 'typescript backend', count: 5 });
      expect(matches.map((m) => m.content)).toEqual(['Prefers TypeScript for backend services']);
    });

    it("never returns, deletes or clears another user's memories", async () => {
      const shared = vectorFor(42);
      const bobs = await as(ctx().bob).memories.add({ content: 'bob private', embedding: shared, metadata: {} });
      expect(
        await as(ctx().alice).memories.search({ embedding: shared, threshold: 0.1, count: 10 }),
      ).not.toContainEqual(expect.objectContaining({ id: bobs.id }));
      expect((await as(ctx().alice).memories.list()).map((m) => m.id)).not.toContain(bobs.id);
      await rejectsWith(as(ctx().alice).memories.delete(bobs.id), 'not_found');
      await as(ctx().alice).memories.deleteAll();
      expect(await as(ctx().alice).memories.list()).toEqual([]);
      expect(
        (await as(ctx().bob).memories.search({ embedding: shared, threshold: 0.9, count: 10 })).map((m) => m.id),
      ).toEqual([bobs.id]);
    });
  });
}
