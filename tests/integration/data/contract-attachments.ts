import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewAttachment } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const file = (sessionId: string, name: string, text: string): NewAttachment => {
  const bytes = new TextEncoder().encode(text);
  return {
    sessionId,
    name,
    kind: 'text',
    mediaType: 'text/plain',
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    text,
  };
};

/** Chat attachments on every backend (migration 20261205000100): owner only, gone with their session. */
export function attachmentsContract(context: () => Context) {
  describe('chat attachments', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller);
    const newSession = (user: ContractUser) =>
      as(user).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });

    it('are stored with their bytes, sent once with a message, and listed and read back by their owner', async () => {
      const { alice } = context();
      const session = await newSession(alice);
      const notes = await as(alice).attachments.add(file(session.id, 'notes.txt', 'tide tables: 06:12, 18:40'));
      expect(notes).toMatchObject({
        sessionId: session.id,
        messageId: null,
        name: 'notes.txt',
        kind: 'text',
        byteSize: 25,
      });

      const [turn] = await as(alice).attachments.forTurn(session.id, [notes.id]);
      expect(new TextDecoder().decode(turn!.bytes)).toBe('tide tables: 06:12, 18:40');
      expect(turn!.text).toBe('tide tables: 06:12, 18:40');

      const question = await as(alice).chats.addMessage({ sessionId: session.id, role: 'user', content: 'When?' });
      await as(alice).attachments.bindToMessage([notes.id], question.id);
      // Sent once: a second turn cannot send it again.
      await rejectsWith(as(alice).attachments.forTurn(session.id, [notes.id]), 'not_found');
      expect((await as(alice).attachments.listForSession(session.id)).map((a) => [a.name, a.messageId])).toEqual([
        ['notes.txt', question.id],
      ]);
      expect((await as(alice).attachments.read(notes.id))?.name).toBe('notes.txt');
      const resent = await as(alice).attachments.forMessage(question.id);
      expect(resent.map((file) => [file.name, file.text])).toEqual([['notes.txt', 'tide tables: 06:12, 18:40']]);
      expect(await as(context().bob).attachments.forMessage(question.id)).toEqual([]);
    });

    it('are not seen, read, sent or added to by anyone else (row-level security)', async () => {
      const { alice, bob } = context();
      const session = await newSession(alice);
      const secret = await as(alice).attachments.add(file(session.id, 'secret.txt', 'alice only'));
      expect(await as(bob).attachments.read(secret.id)).toBeNull();
      expect(await as(bob).attachments.listForSession(session.id)).toEqual([]);
      await rejectsWith(as(bob).attachments.forTurn(session.id, [secret.id]), 'not_found');
      await rejectsWith(as(bob).attachments.add(file(session.id, 'planted.txt', 'bob was here')), 'not_found');
      const bobs = await newSession(bob);
      // Bob's own session cannot take (or send) Alice's file either.
      await rejectsWith(as(bob).attachments.forTurn(bobs.id, [secret.id]), 'not_found');
      const bobsQuestion = await as(bob).chats.addMessage({ sessionId: bobs.id, role: 'user', content: 'x' });
      await rejectsWith(as(bob).attachments.bindToMessage([secret.id], bobsQuestion.id), 'not_found');
      expect((await as(alice).attachments.read(secret.id))?.messageId).toBeNull();
    });

    it("never sent are dropped by their owner's next upload, from every session of theirs, not anyone else's", async () => {
      const { alice, bob } = context();
      const session = await newSession(alice);
      const other = await newSession(alice);
      const sent = await as(alice).attachments.add(file(session.id, 'sent.txt', 'sent'));
      const question = await as(alice).chats.addMessage({ sessionId: session.id, role: 'user', content: 'q' });
      await as(alice).attachments.bindToMessage([sent.id], question.id);
      const unsent = await as(alice).attachments.add(file(session.id, 'unsent.txt', 'refused'));
      const abandoned = await as(alice).attachments.add(file(other.id, 'abandoned.txt', 'never sent'));
      const bobsSession = await newSession(bob);
      const bobs = await as(bob).attachments.add(file(bobsSession.id, 'bobs.txt', 'not sent yet'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await as(alice).attachments.dropUnsent(3600)).toBe(0);
      // At least these two (earlier tests leave alice other unsent files).
      expect(await as(alice).attachments.dropUnsent(0)).toBeGreaterThanOrEqual(2);
      expect(await as(alice).attachments.read(unsent.id)).toBeNull();
      expect(await as(alice).attachments.read(abandoned.id)).toBeNull();
      expect((await as(alice).attachments.read(sent.id))?.name).toBe('sent.txt');
      expect((await as(bob).attachments.read(bobs.id))?.name).toBe('bobs.txt');
      expect(await as(bob).attachments.dropUnsent(0)).toBeGreaterThanOrEqual(1);
      expect(await as(bob).attachments.read(bobs.id)).toBeNull();
    });

    it('go with their session when it is deleted', async () => {
      const { alice } = context();
      const session = await newSession(alice);
      const gone = await as(alice).attachments.add(file(session.id, 'gone.txt', 'deleted with its session'));
      await as(alice).chats.deleteSession(session.id);
      await as(alice).attachments.sweep();
      expect(await as(alice).attachments.read(gone.id)).toBeNull();
      expect(await as(alice).attachments.listForSession(session.id)).toEqual([]);
    });
  });
}
