import { describe, expect, it } from 'vitest';
import { rejectsWith } from './contract-assert';
import type { ContractUser } from './contract-types';
import type { Repos } from '@/lib/data/port';

/**
 * Starting a turn claims the session atomically (issue #17, point 3): the claim names the turn
 * state it saw, and only one of two claims from the same state wins, on any backend.
 */
export function turnClaimContract(ctx: {
  as: (user: ContractUser) => Repos;
  users: () => [ContractUser, ContractUser];
}) {
  describe('claiming a turn', () => {
    it('lets one of two claims from the same state win and refuses the other with conflict', async () => {
      const [alice] = ctx.users();
      const chats = ctx.as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });

      const won = await chats.updateSession(session.id, { replying: true, replyingSinceWas: null });
      expect(won.replyingSince).not.toBeNull();
      await rejectsWith(chats.updateSession(session.id, { replying: true, replyingSinceWas: null }), 'conflict');
      expect((await chats.getSession(session.id))!.replyingSince).toBe(won.replyingSince);

      // A dead turn's leftover marker is taken over by naming it exactly.
      const next = await chats.updateSession(session.id, { replying: true, replyingSinceWas: won.replyingSince });
      expect(next.replyingSince).not.toBeNull();
      await rejectsWith(
        chats.updateSession(session.id, { replying: true, replyingSinceWas: won.replyingSince }),
        'conflict',
      );
      await chats.updateSession(session.id, { replying: false });
      expect(
        (await chats.updateSession(session.id, { replying: true, replyingSinceWas: null })).replyingSince,
      ).not.toBeNull();
    });

    it("refuses a claim on someone else's session as not found", async () => {
      const [alice, bob] = ctx.users();
      const session = await ctx.as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      await rejectsWith(
        ctx.as(bob).chats.updateSession(session.id, { replying: true, replyingSinceWas: null }),
        'not_found',
      );
      expect((await ctx.as(alice).chats.getSession(session.id))!.replyingSince).toBeNull();
    });
  });
}
