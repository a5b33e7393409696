import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat } from '@/app/(admin)/ai-portal/_components/chat/chat-state';
import type { ChatMessage } from '@/lib/data/port';

const at = '2026-01-01T00:00:00.000Z';
const question: ChatMessage = {
  id: 'local-1',
  sessionId: 's1',
  role: 'user',
  content: 'Why?',
  status: 'complete',
  createdAt: at,
  updatedAt: at,
  inputTokens: null,
  outputTokens: null,
};

describe('chatReducer with reasoning', () => {
  it('gathers the reasoning with its first and latest times; a cut reply keeps it', () => {
    let state = chatReducer(initialChat, { type: 'send', message: question });
    state = chatReducer(state, { type: 'reasoning', text: 'Hmm, ', at: 100 });
    state = chatReducer(state, { type: 'reasoning', text: 'because.', at: 1600.4 });
    expect(state.pending?.thought).toEqual({ text: 'Hmm, because.', firstAt: 100, lastAt: 1600.4 });
    state = chatReducer(state, { type: 'delta', text: 'Because' });
    state = chatReducer(state, { type: 'end', localId: 'local-2', at });
    expect(state.messages.at(-1)).toMatchObject({
      content: 'Because',
      status: 'incomplete',
      reasoning: { text: 'Hmm, because.', ms: 1500 },
    });
  });

  it('a reply without reasoning has none', () => {
    let state = chatReducer(initialChat, { type: 'send', message: question });
    state = chatReducer(state, { type: 'delta', text: 'Hi' });
    state = chatReducer(state, { type: 'end', localId: 'local-2', at });
    expect(state.messages.at(-1)).not.toHaveProperty('reasoning');
  });
});
