import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat, localId, type ChatState } from '@/app/(admin)/ai-portal/_components/chat/chat-state';
import { lastQuestion } from '@/app/(admin)/ai-portal/_components/chat/message-actions';
import type { ChatMessage } from '@/lib/data/port';

const at = '2026-01-01T00:00:00.000Z';
const message = (
  id: string,
  role: ChatMessage['role'],
  content: string,
  status: ChatMessage['status'] = 'complete',
) => ({
  id,
  sessionId: 's1',
  role,
  content,
  status,
  createdAt: at,
  updatedAt: at,
  inputTokens: null,
  outputTokens: null,
});

function sending(): ChatState {
  const loaded = chatReducer(initialChat, {
    type: 'load',
    page: { messages: [message('m0', 'assistant', 'earlier')] },
  });
  return chatReducer(loaded, { type: 'send', message: message('local-1', 'user', 'Hi') });
}

describe('chatReducer', () => {
  it('shows the user message at once and waits for the reply', () => {
    const state = sending();
    expect(state.messages.map((m) => m.id)).toEqual(['m0', 'local-1']);
    expect(state.pending).toEqual({ localId: 'local-1', sessionId: 's1', reply: '', thought: null });
  });

  it('takes a refused new message out of the thread, and only that one', () => {
    const state = chatReducer(sending(), { type: 'unsent' });
    expect(state.messages.map((m) => m.id)).toEqual(['m0']);
    expect(state.pending).toBeNull();
    const idle = chatReducer(initialChat, {
      type: 'load',
      page: { messages: [message('m0', 'assistant', 'earlier')] },
    });
    expect(chatReducer(idle, { type: 'unsent' })).toBe(idle);
  });

  it('swaps the local message for the stored one on start, grows the reply, appends it on done', () => {
    let state = chatReducer(sending(), { type: 'start', userMessage: message('u1', 'user', 'Hi') });
    expect(state.messages.map((m) => m.id)).toEqual(['m0', 'u1']);
    state = chatReducer(state, { type: 'delta', text: 'Hel' });
    state = chatReducer(state, { type: 'delta', text: 'lo' });
    expect(state.pending?.reply).toBe('Hello');
    state = chatReducer(state, { type: 'done', assistantMessage: message('a1', 'assistant', 'Hello') });
    expect(state.pending).toBeNull();
    expect(state.messages.map((m) => m.id)).toEqual(['m0', 'u1', 'a1']);
  });

  it('keeps the stored partial reply the server sends with an error', () => {
    let state = chatReducer(sending(), { type: 'delta', text: 'Hel' });
    const partial = message('a1', 'assistant', 'Hel', 'incomplete');
    state = chatReducer(state, { type: 'end', assistantMessage: partial, localId: 'x', at });
    expect(state.pending).toBeNull();
    expect(state.messages.at(-1)).toEqual(partial);
    expect(state.messages.map((m) => m.id)).toEqual(['m0', 'local-1', 'a1']);
  });

  it('keeps what arrived, marked incomplete, when the send stops without a stored reply', () => {
    let state = chatReducer(sending(), { type: 'delta', text: 'Partial' });
    state = chatReducer(state, { type: 'end', localId: 'local-2', at });
    expect(state.messages.at(-1)).toMatchObject({
      id: 'local-2',
      role: 'assistant',
      content: 'Partial',
      status: 'incomplete',
    });
  });

  it('adds no empty reply when nothing arrived, but keeps the user message', () => {
    const state = chatReducer(sending(), { type: 'end', localId: 'local-2', at });
    expect(state.pending).toBeNull();
    expect(state.messages.map((m) => m.content)).toEqual(['earlier', 'Hi']);
  });

  it('ignores stream events when nothing is in flight, and a load drops the pending reply', () => {
    expect(chatReducer(initialChat, { type: 'delta', text: 'x' })).toBe(initialChat);
    expect(chatReducer(initialChat, { type: 'end', localId: 'x', at })).toBe(initialChat);
    expect(chatReducer(sending(), { type: 'load', page: { messages: [] } })).toEqual({
      messages: [],
      pending: null,
      contextCut: null,
      older: null,
      newer: null,
      focus: null,
      usageBefore: [],
    });
  });
});

describe('localId', () => {
  it('is unique and marked local', () => {
    const ids = new Set(Array.from({ length: 100 }, localId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^local-/);
  });
});

describe('resend (Regenerate and Edit)', () => {
  const conversation = (): ChatState =>
    chatReducer(initialChat, {
      type: 'load',
      page: {
        messages: [
          message('11111111-1111-4111-8111-111111111111', 'user', 'first'),
          message('22222222-2222-4222-8222-222222222222', 'assistant', 'answer one'),
          message('33333333-3333-4333-8333-333333333333', 'user', 'second'),
          message('44444444-4444-4444-8444-444444444444', 'assistant', 'answer two'),
        ],
      },
    });

  it('goes back to the question with its new text and waits for the new reply under its id', () => {
    const state = chatReducer(conversation(), {
      type: 'resend',
      id: '33333333-3333-4333-8333-333333333333',
      content: 'second, edited',
    });
    expect(state.messages.map((m) => m.content)).toEqual(['first', 'answer one', 'second, edited']);
    expect(state.pending).toEqual({
      localId: '33333333-3333-4333-8333-333333333333',
      sessionId: 's1',
      reply: '',
      thought: null,
    });
  });

  it('offers the last question only once it is stored', () => {
    expect(lastQuestion(conversation().messages)?.content).toBe('second');
    const sending = chatReducer(conversation(), { type: 'send', message: message(localId(), 'user', 'third') });
    expect(lastQuestion(sending.messages)).toBeNull();
    expect(lastQuestion([])).toBeNull();
  });
});
