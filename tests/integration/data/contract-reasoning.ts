import { describe, expect, it } from 'vitest';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** A reply's reasoning, kept with it (issue #42: shown folded, after a reload too), never in the turn's read. */
export function reasoningContract(context: () => Context) {
  describe('reasoning of a reply', () => {
    it('is stored with a write, kept by later ones, read with a page and the list, left out of the turn read', async () => {
      const { backend, alice } = context();
      const chats = backend.port.forCaller(alice.caller).chats;
      const session = await chats.createSession({ model: 'claude-3-haiku', provider: 'anthropic' });
      const question = await chats.addMessage({ sessionId: session.id, role: 'user', content: 'Why?' });
      expect(question).not.toHaveProperty('reasoning');
      const thought = { text: 'The user asks **why**.', ms: 1250 };
      const draft = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'Be',
        status: 'streaming',
        reasoning: thought,
      });
      expect(draft.reasoning).toEqual(thought);
      const settled = await chats.updateMessage(draft.id, { content: 'Because.', status: 'complete' });
      expect(settled.reasoning).toEqual(thought);
      const longer = { text: `${thought.text} Then more.`, ms: 2400 };
      expect(
        (await chats.updateMessage(draft.id, { content: 'Because.', status: 'complete', reasoning: longer })).reasoning,
      ).toEqual(longer);

      const page = await chats.sessionPage(session.id, {}, 50);
      expect(page.messages.map((message) => message.reasoning)).toEqual([undefined, longer]);
      expect((await chats.listMessages(session.id)).map((message) => message.reasoning)).toEqual([undefined, longer]);
      // The chat turn's read: reasoning is never sent back to the model, so it is never read for it.
      const { messages } = await chats.sessionWithHistory(session.id);
      expect(messages.map((message) => message.reasoning)).toEqual([undefined, undefined]);
    });

    it('is refused past 64 KB, as the database caps it', async () => {
      const { backend, alice } = context();
      const chats = backend.port.forCaller(alice.caller).chats;
      const session = await chats.createSession({ model: 'claude-3-haiku', provider: 'anthropic' });
      const write = chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'Hi',
        reasoning: { text: 'x'.repeat(65537), ms: 1 },
      });
      await expect(write).rejects.toThrow();
    });
  });
}
