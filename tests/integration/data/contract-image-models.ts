import { describe, expect, it } from 'vitest';
import { anonymous } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** "Accepts images" marks on the models of a compatible endpoint (issue #29, part 1). */
export function imageModelsContract(context: () => Context) {
  describe('models marked "accepts images"', () => {
    it("keeps each user's own marks; marking twice and unmarking an unmarked model change nothing", async () => {
      const { backend, alice, bob } = context();
      const as = (user: ContractUser) => backend.port.forCaller(user.caller).imageModels;
      expect(await as(alice).list()).toEqual([]);
      await as(alice).set({ model: 'llava:13b', acceptsImages: true });
      await as(alice).set({ model: 'llava:13b', acceptsImages: true });
      await as(alice).set({ model: 'bakllava', acceptsImages: true });
      await as(bob).set({ model: 'never-marked', acceptsImages: false });
      expect(await as(alice).list()).toEqual(['bakllava', 'llava:13b']);
      expect(await as(alice).accepts('llava:13b')).toBe(true);
      expect(await as(bob).list()).toEqual([]);
      expect(await as(bob).accepts('llava:13b')).toBe(false);

      await as(alice).set({ model: 'bakllava', acceptsImages: false });
      expect(await as(alice).list()).toEqual(['llava:13b']);
      await rejectsWith(backend.port.forCaller(anonymous).imageModels.list(), 'unauthorized');
    });
  });
}
