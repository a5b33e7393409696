import { describe, expect, it } from 'vitest';
import { anonymous } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser; editor: ContractUser };

const entry = { kind: 'sign_in', method: 'password', address: '203.0.113.9', browser: 'Firefox' } as const;

/** Issue #24: the owner's second-factor rule, who has which factor, and each account's activity. */
export function accountSecurityContract(ctx: () => Context) {
  const as = (user: ContractUser) => ctx().backend.port.forCaller(user.caller).security;

  describe('account security', () => {
    it('lets only the owner require a second factor, and only once the owner has one', async () => {
      const { alice, bob, backend } = ctx();
      expect(await as(bob).standing()).toEqual({ required: false, hasSecondFactor: false, sessionComplete: true });
      await rejectsWith(as(alice).setRequireSecondFactor(true), 'invalid_input');
      await backend.addVerifiedFactor(alice, 'totp');
      await rejectsWith(as(bob).setRequireSecondFactor(true), 'forbidden');
      await as(alice).setRequireSecondFactor(true);
      expect(await as(bob).standing()).toEqual({ required: true, hasSecondFactor: false, sessionComplete: true });
      expect(await as(alice).standing()).toEqual({ required: true, hasSecondFactor: true, sessionComplete: true });
      await as(alice).setRequireSecondFactor(false);
      expect(await as(bob).standing()).toEqual({ required: false, hasSecondFactor: false, sessionComplete: true });
      await rejectsWith(backend.port.forCaller(anonymous).security.setRequireSecondFactor(false), 'forbidden');
    });

    it("shows the owner, and only the owner, every admin's factors", async () => {
      const { alice, bob, editor } = ctx();
      const factors = await as(alice).adminFactors();
      expect(factors).toContainEqual({ userId: alice.id, factors: ['totp'] });
      expect(factors).toContainEqual({ userId: bob.id, factors: [] });
      expect(factors.map((f) => f.userId)).not.toContain(editor.id);
      await rejectsWith(as(bob).adminFactors(), 'forbidden');
    });

    it("keeps each account's activity to itself and the owner, written only for the caller", async () => {
      const { alice, bob, backend } = ctx();
      await as(bob).record(entry);
      await as(bob).record({ ...entry, kind: 'second_step_failed', method: null, browser: 'Chrome' });
      const own = await as(bob).activity({ userId: bob.id, limit: 10 });
      expect(own.map((a) => [a.kind, a.method, a.browser, a.address, a.userId])).toEqual([
        ['second_step_failed', null, 'Chrome', '203.0.113.9', bob.id],
        ['sign_in', 'password', 'Firefox', '203.0.113.9', bob.id],
      ]);
      expect(Date.parse(own[0]!.at)).not.toBeNaN();
      expect(await as(bob).activity({ userId: bob.id, limit: 1 })).toHaveLength(1);
      expect(await as(alice).activity({ userId: bob.id, limit: 10 })).toEqual(own);
      await as(alice).record(entry);
      expect(await as(bob).activity({ userId: alice.id, limit: 10 })).toEqual([]);
      await rejectsWith(backend.port.forCaller(anonymous).security.record(entry), 'unauthorized');
    });
  });
}
