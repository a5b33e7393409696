import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import type { Repos } from '@/lib/data/port';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const errorCodeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );

/** Compare replies (issue #29, part 2): tagged with their group and model, one of them kept. */
export function compareContract(context: () => Context) {
  const as = (user: ContractUser): Repos => context().backend.port.forCaller(user.caller);

  describe('compare replies', () => {
    it('stores each reply with its group and model, reads them back the same by every path, and keeps one', async () => {
      const { alice } = context();
      const chats = as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const question = await chats.addMessage({ sessionId: session.id, role: 'user', content: 'Which is best?' });
      expect(question).not.toHaveProperty('compare');
      const group = randomUUID();
      const first = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'One',
        status: 'streaming',
        compare: { group, provider: 'openai', model: 'gpt-4o-mini' },
      });
      expect(first.compare).toEqual({ group, provider: 'openai', model: 'gpt-4o-mini', kept: false });
      const second = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'Two',
        compare: { group, provider: 'anthropic', model: 'claude-haiku-4-5' },
      });
      const settled = await chats.updateMessage(first.id, { content: 'One, settled', status: 'complete' });
      expect(settled.compare).toEqual(first.compare);

      expect(await chats.keepCompareReply(session.id, second.id)).toBe(group);
      const listed = await chats.listMessages(session.id);
      expect(listed.map((m) => [m.content, m.compare?.kept])).toEqual([
        ['Which is best?', undefined],
        ['One, settled', false],
        ['Two', true],
      ]);
      expect(listed[0]).not.toHaveProperty('compare');
      expect((await chats.sessionWithHistory(session.id)).messages).toEqual(listed);

      // Keeping another moves the mark: one kept reply per group.
      await chats.keepCompareReply(session.id, first.id);
      const again = await chats.listMessages(session.id);
      expect(again.filter((m) => m.compare?.kept).map((m) => m.id)).toEqual([first.id]);
    });

    it('keeps only a compare reply of the session named, and only for its owner', async () => {
      const { alice, bob } = context();
      const chats = as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const other = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const plain = await chats.addMessage({ sessionId: session.id, role: 'assistant', content: 'plain' });
      const reply = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'compared',
        compare: { group: randomUUID(), provider: 'openai', model: 'gpt-4o' },
      });
      expect(await errorCodeOf(chats.keepCompareReply(session.id, plain.id))).toBe('not_found');
      expect(await errorCodeOf(chats.keepCompareReply(other.id, reply.id))).toBe('not_found');
      expect(await errorCodeOf(chats.keepCompareReply(session.id, 'not-a-uuid'))).toBe('not_found');
      expect(await errorCodeOf(as(bob).chats.keepCompareReply(session.id, reply.id))).toBe('not_found');
      expect((await chats.listMessages(session.id)).find((m) => m.id === reply.id)?.compare?.kept).toBe(false);
    });
  });
}
