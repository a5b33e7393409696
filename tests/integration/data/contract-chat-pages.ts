import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** A chat read a page at a time (the session read of a long chat), on every backend. */
export function chatPagesContract(context: () => Context) {
  describe('chat pages', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller).chats;

    it('reads the latest page, older pages by cursor, and the page around a message; not another user’s', async () => {
      const { alice, bob } = context();
      const session = await as(alice).createSession({ title: 'Paged', model: 'gpt-4o-mini', provider: 'openai' });
      const ids: string[] = [];
      for (let n = 0; n < 7; n++)
        ids.push((await as(alice).addMessage({ sessionId: session.id, role: 'user', content: `m${n}` })).id);
      const contents = (page: { messages: { content: string }[] }) => page.messages.map((m) => m.content);

      const latest = await as(alice).sessionPage(session.id, {}, 3);
      expect(contents(latest)).toEqual(['m4', 'm5', 'm6']);
      expect(latest).toMatchObject({ session: { id: session.id, title: 'Paged' }, older: ids[4], newer: null });
      const older = await as(alice).sessionPage(session.id, { before: latest.older! }, 3);
      expect(contents(older)).toEqual(['m1', 'm2', 'm3']);
      const oldest = await as(alice).sessionPage(session.id, { before: older.older! }, 3);
      expect(contents(oldest)).toEqual(['m0']);
      expect(oldest.older).toBeNull();

      const around = await as(alice).sessionPage(session.id, { around: ids[2] }, 4);
      expect(contents(around)).toEqual(['m0', 'm1', 'm2', 'm3']);
      expect(around).toMatchObject({ older: null, newer: ids[3] });
      expect(contents(await as(alice).sessionPage(session.id, { after: around.newer! }, 4))).toEqual([
        'm4',
        'm5',
        'm6',
      ]);

      for (const cursor of [{}, { before: ids[4] }, { around: ids[2] }])
        await expect(as(bob).sessionPage(session.id, cursor, 3)).rejects.toMatchObject(
          new AppError('not_found', 'Chat session not found.'),
        );
    });
  });
}
