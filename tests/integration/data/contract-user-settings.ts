import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const DEFAULTS = { memoryViaOpenai: false, localEmbeddingModel: '', autoTitle: true, memoryEnabled: true };

/** Per-user settings (issue #17, point 1: consent to embed memory with OpenAI, the local embedding model). */
export function userSettingsContract(context: () => Context) {
  describe('user settings', () => {
    it('start with memory kept to the conversation, are saved per user, and a visitor has none', async () => {
      const { backend, alice, bob } = context();
      const as = (user: ContractUser) => backend.port.forCaller(user.caller).settings;
      expect(await as(alice).get()).toEqual(DEFAULTS);
      expect(await as(alice).update({ memoryViaOpenai: true })).toEqual({ ...DEFAULTS, memoryViaOpenai: true });
      expect(await as(alice).update({})).toEqual({ ...DEFAULTS, memoryViaOpenai: true });
      expect(await as(alice).get()).toEqual({ ...DEFAULTS, memoryViaOpenai: true });
      expect(await as(bob).get()).toEqual(DEFAULTS);
      expect(await as(alice).update({ memoryViaOpenai: false })).toEqual(DEFAULTS);

      const visitor = backend.port.forCaller(anonymous).settings;
      await expect(visitor.get()).rejects.toBeInstanceOf(AppError);
      await expect(visitor.update({ memoryViaOpenai: true })).rejects.toBeInstanceOf(AppError);
    });

    it('keep the local embedding model apart from the consent, and refuse a name that is not one', async () => {
      const { backend, bob } = context();
      const settings = backend.port.forCaller(bob.caller).settings;
      const model = 'nomic-embed-text:latest';
      expect(await settings.update({ localEmbeddingModel: model })).toEqual({
        ...DEFAULTS,
        localEmbeddingModel: model,
      });
      expect(await settings.update({ memoryViaOpenai: true })).toEqual({
        ...DEFAULTS,
        memoryViaOpenai: true,
        localEmbeddingModel: model,
      });
      // The database is the second wall (on Supabase a user can write the table directly).
      for (const bad of ['x'.repeat(101), 'nomic embed', 'nomic\u0007embed'])
        await expect(settings.update({ localEmbeddingModel: bad })).rejects.toThrow();
      expect(await settings.update({ memoryViaOpenai: false, localEmbeddingModel: '' })).toEqual(DEFAULTS);
    });

    it('turn the chat titles off and on, per user, keeping the other settings', async () => {
      const { backend, alice, bob } = context();
      const as = (user: ContractUser) => backend.port.forCaller(user.caller).settings;
      expect(await as(alice).update({ autoTitle: false })).toEqual({ ...DEFAULTS, autoTitle: false });
      expect(await as(alice).update({ memoryViaOpenai: true })).toEqual({
        ...DEFAULTS,
        memoryViaOpenai: true,
        autoTitle: false,
      });
      expect(await as(bob).get()).toEqual(DEFAULTS);
      expect(await as(alice).update({ memoryViaOpenai: false, autoTitle: true })).toEqual(DEFAULTS);
    });
  });
}
