import { describe, expect, it } from 'vitest';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

/** A reply's time to first token, kept with it (issue #29: Compare shows it after a reload too). */
export function firstTokenContract(context: () => Context) {
  describe('time to first token of a reply', () => {
    it('is stored with the first write, kept by later ones, and read back with the session', async () => {
      const { backend, alice } = context();
      const chats = backend.port.forCaller(alice.caller).chats;
      const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const question = await chats.addMessage({ sessionId: session.id, role: 'user', content: 'Hi' });
      expect(question).not.toHaveProperty('ttftMs');
      const draft = await chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'He',
        status: 'streaming',
        ttftMs: 412,
      });
      expect(draft.ttftMs).toBe(412);
      const settled = await chats.updateMessage(draft.id, { content: 'Hello', status: 'complete' });
      expect(settled.ttftMs).toBe(412);

      const { messages } = await chats.sessionWithHistory(session.id);
      expect(messages.map((message) => message.ttftMs)).toEqual([undefined, 412]);
      expect((await chats.listMessages(session.id)).map((message) => message.ttftMs)).toEqual([undefined, 412]);
    });
  });
}
