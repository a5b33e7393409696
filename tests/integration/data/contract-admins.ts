import { describe, expect, it } from 'vitest';
import { anonymous } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser; editor: ContractUser };

/** Admin accounts and the sign-up allow-list: the owner manages, other admins read, others nothing. */
export function adminsContract(ctx: () => Context) {
  const as = (user: ContractUser) => ctx().backend.port.forCaller(user.caller);

  describe('admins and the sign-up allow-list', () => {
    it('shows every admin the admins, the owner (first account) first, and nobody else', async () => {
      const admins = await as(ctx().bob).admins.list();
      expect(admins[0]).toMatchObject({ userId: ctx().alice.id, email: ctx().alice.email, isOwner: true });
      expect(admins.map((a) => a.email)).toContain(ctx().bob.email);
      expect(admins.map((a) => a.email)).not.toContain(ctx().editor.email);
      expect(admins.filter((a) => a.isOwner)).toHaveLength(1);
      await rejectsWith(as(ctx().editor).admins.list(), 'forbidden');
      await rejectsWith(ctx().backend.port.forCaller(anonymous).admins.list(), 'forbidden');
      await rejectsWith(as(ctx().editor).admins.allowlist(), 'forbidden');
    });

    it('lets only the owner add and remove allowed e-mails', async () => {
      await as(ctx().alice).admins.allow('Partner@Example.com');
      const listed = await as(ctx().bob).admins.allowlist();
      expect(listed).toContainEqual(
        expect.objectContaining({ email: 'partner@example.com', addedBy: ctx().alice.email }),
      );

      await rejectsWith(as(ctx().bob).admins.allow('intruder@example.com'), 'forbidden');
      await rejectsWith(as(ctx().bob).admins.disallow('partner@example.com'), 'forbidden');
      await rejectsWith(as(ctx().editor).admins.allow('intruder@example.com'), 'forbidden');
      expect((await as(ctx().alice).admins.allowlist()).map((e) => e.email)).not.toContain('intruder@example.com');

      await as(ctx().alice).admins.disallow('partner@example.com');
      expect((await as(ctx().alice).admins.allowlist()).map((e) => e.email)).not.toContain('partner@example.com');
    });

    it('lets only the owner remove an admin, whose account is then gone', async () => {
      const carol = await ctx().backend.createUser('carol@example.com');
      await rejectsWith(as(ctx().bob).admins.remove(carol.id), 'forbidden');
      await rejectsWith(as(ctx().alice).admins.remove(ctx().alice.id), 'invalid_input');
      await as(ctx().alice).admins.remove(carol.id);
      expect((await as(ctx().alice).admins.list()).map((a) => a.email)).not.toContain(carol.email);
      // The removed account's token no longer reaches anything an admin may.
      await rejectsWith(as(carol).admins.list(), 'forbidden');
      const hero = (await as(ctx().alice).content.get({ pageName: 'home', sectionName: 'hero' }))!;
      await rejectsWith(
        as(carol).content.update({
          id: hero.id,
          content: {},
          expectedUpdatedAt: hero.updatedAt,
        }),
        'forbidden',
      );
    });
  });
}
