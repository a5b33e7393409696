import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** Per-user settings (issue #17, point 1: consent to embed memory with OpenAI). */
export function userSettingsContract(context: () => Context) {
  describe('user settings', () => {
    it('start with memory kept to the conversation, are saved per user, and a visitor has none', async () => {
      const { backend, alice, bob } = context();
      const as = (user: ContractUser) => backend.port.forCaller(user.caller).settings;
      expect(await as(alice).get()).toEqual({ memoryViaOpenai: false });
      expect(await as(alice).update({ memoryViaOpenai: true })).toEqual({ memoryViaOpenai: true });
      expect(await as(alice).update({})).toEqual({ memoryViaOpenai: true });
      expect(await as(alice).get()).toEqual({ memoryViaOpenai: true });
      expect(await as(bob).get()).toEqual({ memoryViaOpenai: false });
      expect(await as(alice).update({ memoryViaOpenai: false })).toEqual({ memoryViaOpenai: false });

      const visitor = backend.port.forCaller(anonymous).settings;
      await expect(visitor.get()).rejects.toBeInstanceOf(AppError);
      await expect(visitor.update({ memoryViaOpenai: true })).rejects.toBeInstanceOf(AppError);
    });
  });
}
