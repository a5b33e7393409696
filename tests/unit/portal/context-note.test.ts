import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat, type ChatState } from '@/app/(admin)/ai-portal/_components/chat/chat-state';
import { contextNoteText } from '@/app/(admin)/ai-portal/_components/chat/context-note-text';
import type { ChatMessage } from '@/lib/data/port';

const message = (id: string, role: ChatMessage['role']): ChatMessage => ({
  id,
  sessionId: 's1',
  role,
  content: id,
  status: 'complete',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  inputTokens: null,
  outputTokens: null,
});

function sending(): ChatState {
  const loaded = chatReducer(initialChat, {
    type: 'load',
    page: {
      messages: [message('u0', 'user'), message('a0', 'assistant'), message('u1', 'user'), message('a1', 'assistant')],
    },
  });
  return chatReducer(loaded, { type: 'send', message: message('local-1', 'user') });
}

describe('the note on history left out of the model context', () => {
  it('marks the cut before the oldest message the model was sent', () => {
    const state = chatReducer(sending(), {
      type: 'start',
      userMessage: message('u2', 'user'),
      context: { omitted: 2, firstIncludedId: 'u1' },
    });
    expect(state.contextCut).toEqual({ omitted: 2, beforeId: 'u1' });
  });

  it('marks it before the new message when no earlier message was sent', () => {
    const state = chatReducer(sending(), {
      type: 'start',
      userMessage: message('u2', 'user'),
      context: { omitted: 4, firstIncludedId: null },
    });
    expect(state.contextCut).toEqual({ omitted: 4, beforeId: 'u2' });
  });

  it('shows no note when nothing was left out, and forgets it when another session loads', () => {
    let state = chatReducer(sending(), {
      type: 'start',
      userMessage: message('u2', 'user'),
      context: { omitted: 2, firstIncludedId: 'u1' },
    });
    state = chatReducer(state, { type: 'done', assistantMessage: message('a2', 'assistant') });
    expect(state.contextCut).toEqual({ omitted: 2, beforeId: 'u1' });
    state = chatReducer(state, { type: 'load', page: { messages: [] } });
    expect(state.contextCut).toBeNull();
    state = chatReducer(chatReducer(state, { type: 'send', message: message('local-2', 'user') }), {
      type: 'start',
      userMessage: message('u9', 'user'),
      context: { omitted: 0, firstIncludedId: null },
    });
    expect(state.contextCut).toBeNull();
  });

  it('says how many messages were left out and why', () => {
    expect(contextNoteText(12)).toBe(
      "12 earlier messages were left out of this reply's context to fit the model's limit.",
    );
    expect(contextNoteText(1)).toBe("1 earlier message was left out of this reply's context to fit the model's limit.");
  });
});
