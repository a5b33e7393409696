import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const listed = (...ids: string[]) => ids.map((id) => ({ id, label: id.toUpperCase() }));
const key = { provider: 'anthropic' as const, keyHint: '4444', baseUrl: null };

/** The models each key's provider listed (issue #17, point 2): cached with the key, owner only. */
export function keyModelsContract(context: () => Context) {
  describe('api key model lists', () => {
    const keysOf = (user: ContractUser) => context().backend.port.forCaller(user.caller).apiKeys;

    it('are saved with the key, replaced with it, and absent when never listed', async () => {
      const { alice } = context();
      const first = await keysOf(alice).upsert({ ...key, ciphertext: 'c-1', models: listed('m-1', 'm-2') });
      expect(first).toMatchObject({ models: listed('m-1', 'm-2'), modelsFetchedAt: expect.any(String) });
      expect(Date.parse(first.modelsFetchedAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect((await keysOf(alice).list()).find((k) => k.id === first.id)?.models).toEqual(listed('m-1', 'm-2'));

      const unlisted = await keysOf(alice).upsert({ ...key, ciphertext: 'c-2', models: null });
      expect(unlisted).toMatchObject({ id: first.id, models: null, modelsFetchedAt: null });
      const relisted = await keysOf(alice).upsert({ ...key, ciphertext: 'c-3', models: listed('m-3') });
      expect(relisted.models).toEqual(listed('m-3'));
      await keysOf(alice).delete(first.id);
    });

    it("are refreshed by id for the owner only: another user's id is not found and changes nothing", async () => {
      const { alice, bob } = context();
      const saved = await keysOf(alice).upsert({ ...key, ciphertext: 'c-4' });
      expect(saved.models).toBeNull();
      const refreshed = await keysOf(alice).setModels({
        id: saved.id,
        models: listed('m-4'),
        savedAt: saved.createdAt,
      });
      expect(refreshed).toMatchObject({ id: saved.id, keyHint: '4444', models: listed('m-4') });
      expect(refreshed.modelsFetchedAt).toEqual(expect.any(String));

      await rejectsWith(
        keysOf(bob).setModels({ id: saved.id, models: listed('evil'), savedAt: saved.createdAt }),
        'not_found',
      );
      await rejectsWith(
        keysOf(alice).setModels({ id: 'not-a-uuid', models: listed('x'), savedAt: saved.createdAt }),
        'not_found',
      );
      const visitor = context().backend.port.forCaller(anonymous).apiKeys;
      await expect(
        visitor.setModels({ id: saved.id, models: listed('evil'), savedAt: saved.createdAt }),
      ).rejects.toBeInstanceOf(AppError);
      expect((await keysOf(alice).list()).find((k) => k.id === saved.id)?.models).toEqual(listed('m-4'));
      expect((await keysOf(bob).list()).map((k) => k.id)).not.toContain(saved.id);
      await keysOf(alice).delete(saved.id);
    });

    it("keep the new key's list when a refresh of the key it replaced ends later", async () => {
      const { alice } = context();
      const before = await keysOf(alice).upsert({ ...key, ciphertext: 'c-7', models: listed('old') });
      const replaced = await keysOf(alice).upsert({ ...key, ciphertext: 'c-8', models: listed('new') });
      expect(replaced.id).toBe(before.id);
      // The slow refresh listed the old key's models: they must not land on the new key.
      await rejectsWith(
        keysOf(alice).setModels({ id: before.id, models: listed('stale'), savedAt: before.createdAt }),
        'conflict',
      );
      expect((await keysOf(alice).list()).find((k) => k.id === before.id)?.models).toEqual(listed('new'));
      const fresh = await keysOf(alice).setModels({
        id: replaced.id,
        models: listed('fresh'),
        savedAt: replaced.createdAt,
      });
      expect(fresh.models).toEqual(listed('fresh'));
      await keysOf(alice).delete(before.id);
    });

    it('hold at most 500 models, whatever a caller sends', async () => {
      const { alice } = context();
      const saved = await keysOf(alice).upsert({ ...key, ciphertext: 'c-5', models: listed('kept') });
      const tooMany = Array.from({ length: 501 }, (_, i) => ({ id: `m-${i}`, label: `m-${i}` }));
      // The database's own cap (a check constraint), behind the server's cleaning of the provider's answer.
      await expect(
        keysOf(alice).setModels({ id: saved.id, models: tooMany, savedAt: saved.createdAt }),
      ).rejects.toThrow();
      await expect(keysOf(alice).upsert({ ...key, ciphertext: 'c-6', models: tooMany })).rejects.toThrow();
      expect((await keysOf(alice).list()).find((k) => k.id === saved.id)?.models).toEqual(listed('kept'));
      await keysOf(alice).delete(saved.id);
    });
  });
}
