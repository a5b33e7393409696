import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { anonymous, type Repos } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

/** What one chat turn reads and writes: the session with its history in one call (issue #17, point 10). */
export function chatTurnContract(context: () => Context) {
  const as = (user: ContractUser): Repos => context().backend.port.forCaller(user.caller);

  describe('a chat turn', () => {
    it('reads the session and its history, oldest first, in one call, exactly as the separate calls read them', async () => {
      const { alice } = context();
      const session = await as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      // With what the turn's project and tool reads start from (migration 20261230001200).
      const turnFields = { projectId: null, toolsChosen: false };
      expect(await as(alice).chats.sessionWithHistory(session.id)).toEqual({
        session: { ...session, ...turnFields },
        messages: [],
      });

      await as(alice).chats.addMessage({ sessionId: session.id, role: 'user', content: 'first' });
      await as(alice).chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'cut \u00e9\u{1F600} "quoted"',
        status: 'incomplete',
      });
      const turn = await as(alice).chats.sessionWithHistory(session.id);
      expect(turn.session).toEqual({ ...(await as(alice).chats.getSession(session.id)), ...turnFields });
      expect(turn.messages).toEqual(await as(alice).chats.listMessages(session.id));
      expect(turn.messages.map((m) => [m.role, m.content, m.status])).toEqual([
        ['user', 'first', 'complete'],
        ['assistant', 'cut \u00e9\u{1F600} "quoted"', 'incomplete'],
      ]);
    });

    it("answers not_found for another user's session, an unknown id or a malformed one, and refuses a visitor", async () => {
      const { alice, bob, backend } = context();
      const bobs = await as(bob).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      await as(bob).chats.addMessage({ sessionId: bobs.id, role: 'user', content: 'secret' });

      expect(await errorCodeOf(as(alice).chats.sessionWithHistory(bobs.id))).toBe('not_found');
      expect(await errorCodeOf(as(alice).chats.sessionWithHistory('00000000-0000-4000-8000-000000000000'))).toBe(
        'not_found',
      );
      expect(await errorCodeOf(as(alice).chats.sessionWithHistory("x' or '1'='1"))).toBe('not_found');
      expect(await errorCodeOf(backend.port.forCaller(anonymous).chats.sessionWithHistory(bobs.id))).toMatch(
        /unauthorized|forbidden|not_found/,
      );
    });

    it("stores a message only in the caller's own session, and moves that session to the top", async () => {
      const { alice, bob } = context();
      const bobs = await as(bob).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const before = (await as(bob).chats.getSession(bobs.id))!;
      expect(
        await errorCodeOf(as(alice).chats.addMessage({ sessionId: bobs.id, role: 'user', content: 'intrusion' })),
      ).toBe('not_found');
      expect(await as(bob).chats.getSession(bobs.id)).toEqual(before);
      expect(await as(bob).chats.listMessages(bobs.id)).toEqual([]);

      const older = await as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      await as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      // PGlite's clock counts milliseconds: on a quick machine the message could share the newer
      // session's timestamp, and a tie has no order. A person is never that quick.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await as(alice).chats.addMessage({ sessionId: older.id, role: 'user', content: 'again' });
      expect((await as(alice).chats.listSessions())[0]!.id).toBe(older.id);
    });
  });
}
