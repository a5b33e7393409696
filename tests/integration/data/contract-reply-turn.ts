import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import type { ContractUser } from './contract-types';
import type { Repos } from '@/lib/data/port';

/**
 * The state a running reply leaves in the database (issue #17, point 3): another tab or server
 * instance follows and stops a reply from these rows alone, never from a process's memory.
 */
export function replyTurnContract(ctx: {
  as: (user: ContractUser) => Repos;
  users: () => [ContractUser, ContractUser];
}) {
  describe('a reply that outlives the browser', () => {
    it('marks a turn as running, lets Stop be asked once it runs, and clears both when it ends', async () => {
      const [alice] = ctx.users();
      const chats = ctx.as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      expect(session).toMatchObject({ replyingSince: null, stopRequested: false });
      expect(await chats.requestStop(session.id)).toBe(false);

      const running = await chats.updateSession(session.id, { replying: true });
      expect(running.replyingSince).not.toBeNull();
      expect(Number.isNaN(Date.parse(running.replyingSince!))).toBe(false);
      expect(running.stopRequested).toBe(false);

      expect(await chats.requestStop(session.id)).toBe(true);
      expect(await chats.getSession(session.id)).toMatchObject({ stopRequested: true });

      const next = await chats.updateSession(session.id, { replying: true });
      expect(next.stopRequested).toBe(false);
      const ended = await chats.updateSession(session.id, { replying: false });
      expect(ended).toMatchObject({ replyingSince: null, stopRequested: false });
      // A title change alone leaves the turn as it is.
      await chats.updateSession(session.id, { replying: true });
      expect((await chats.updateSession(session.id, { title: 'Renamed' })).replyingSince).not.toBeNull();
    });

    it('stores a streaming reply and moves its heartbeat on every rewrite', async () => {
      const [alice] = ctx.users();
      const chats = ctx.as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const draft = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'One',
        status: 'streaming',
      });
      expect(draft.status).toBe('streaming');
      expect(draft.updatedAt).toBe(draft.createdAt);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const grown = await chats.updateMessage(draft.id, { content: 'One two', status: 'streaming' });
      expect(Date.parse(grown.updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));
      const [stored] = await chats.listMessages(session.id);
      expect(stored).toMatchObject({ content: 'One two', status: 'streaming', updatedAt: grown.updatedAt });
    });

    it("keeps a session's own instructions and a reply's reported token usage", async () => {
      const [alice, bob] = ctx.users();
      const chats = ctx.as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      expect(session.systemPrompt).toBe('');
      const instructed = await chats.updateSession(session.id, { systemPrompt: 'Answer as a Marine NCO.' });
      expect(instructed.systemPrompt).toBe('Answer as a Marine NCO.');
      expect((await chats.updateSession(session.id, { title: 'Renamed' })).systemPrompt).toBe(
        'Answer as a Marine NCO.',
      );
      await expect(chats.updateSession(session.id, { systemPrompt: 'x'.repeat(4001) })).rejects.toBeDefined();
      expect((await chats.getSession(session.id))!.systemPrompt).toBe('Answer as a Marine NCO.');
      await expect(ctx.as(bob).chats.updateSession(session.id, { systemPrompt: 'hijack' })).rejects.toBeInstanceOf(
        AppError,
      );

      const draft = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'So',
        status: 'streaming',
      });
      expect(draft).toMatchObject({ inputTokens: null, outputTokens: null });
      const settled = await chats.updateMessage(draft.id, {
        content: 'So it is.',
        status: 'complete',
        usage: { inputTokens: 42, outputTokens: 7 },
      });
      expect(settled).toMatchObject({ inputTokens: 42, outputTokens: 7 });
      // A rewrite without usage keeps what was reported.
      await chats.updateMessage(draft.id, { content: 'So it is.', status: 'complete' });
      expect((await chats.listMessages(session.id))[0]).toMatchObject({ inputTokens: 42, outputTokens: 7 });
    });

    it('holds message text to 256 KB of UTF-8 (the database check), on insert and on rewrite', async () => {
      const [alice] = ctx.users();
      const chats = ctx.as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      // 87,381 three-byte characters and one byte: exactly 262,144 bytes, though far fewer characters.
      const atLimit = `${'日'.repeat(87_381)}x`;
      const reply = await chats.addMessage({ sessionId: session.id, role: 'assistant', content: atLimit });
      expect(reply.content).toBe(atLimit);
      await expect(
        chats.addMessage({ sessionId: session.id, role: 'assistant', content: `${atLimit}y` }),
      ).rejects.toBeDefined();
      await expect(chats.updateMessage(reply.id, { content: `${atLimit}é`, status: 'complete' })).rejects.toBeDefined();
      expect((await chats.listMessages(session.id)).map((message) => message.content)).toEqual([atLimit]);
    });

    it('rewinds a conversation to a message, with new text for a user message, atomically', async () => {
      const [alice, bob] = ctx.users();
      const chats = ctx.as(alice).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const add = (role: 'user' | 'assistant', content: string) =>
        chats.addMessage({ sessionId: session.id, role, content });
      const q1 = await add('user', 'first question');
      const a1 = await add('assistant', 'first answer');
      const q2 = await add('user', 'second question');
      await add('assistant', 'second answer');
      const contents = async () => (await chats.listMessages(session.id)).map((m) => m.content);

      // Regenerate: back to the last question, its answer gone.
      expect(await chats.rewind(session.id, { messageId: q2.id })).toBe(1);
      expect(await contents()).toEqual(['first question', 'first answer', 'second question']);
      // Edit: the last question gets new text, nothing after it is left.
      await add('assistant', 'another answer');
      expect(await chats.rewind(session.id, { messageId: q2.id, content: 'second question, edited' })).toBe(1);
      expect(await contents()).toEqual(['first question', 'first answer', 'second question, edited']);

      // Only a user message takes new text; a message of another session, or another user's, is not found.
      await expect(chats.rewind(session.id, { messageId: a1.id, content: 'rewritten answer' })).rejects.toMatchObject({
        code: 'not_found',
      });
      const other = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      await expect(chats.rewind(other.id, { messageId: q1.id })).rejects.toMatchObject({ code: 'not_found' });
      await expect(ctx.as(bob).chats.rewind(session.id, { messageId: q1.id })).rejects.toMatchObject({
        code: 'not_found',
      });
      await expect(ctx.as(bob).chats.rewind(session.id, { messageId: q1.id, content: 'x' })).rejects.toMatchObject({
        code: 'not_found',
      });
      expect(await contents()).toEqual(['first question', 'first answer', 'second question, edited']);
    });

    it("refuses Stop on someone else's session as not found", async () => {
      const [alice, bob] = ctx.users();
      const session = await ctx.as(alice).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      await ctx.as(alice).chats.updateSession(session.id, { replying: true });
      const error = await ctx
        .as(bob)
        .chats.requestStop(session.id)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('not_found');
      expect(await ctx.as(alice).chats.getSession(session.id)).toMatchObject({ stopRequested: false });
      await expect(ctx.as(bob).chats.updateSession(session.id, { replying: false })).rejects.toBeInstanceOf(AppError);
      expect((await ctx.as(alice).chats.getSession(session.id))!.replyingSince).not.toBeNull();
    });
  });
}
