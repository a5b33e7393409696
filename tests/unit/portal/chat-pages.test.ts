import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat } from '@/app/(admin)/ai-portal/_components/chat/chat-state';
import { SegmentScanner } from '@/app/(admin)/ai-portal/_components/chat/streaming-segments';
import { conversationRows, replyKey } from '@/app/(admin)/ai-portal/_components/chat/conversation-rows';
import type { ChatMessage } from '@/lib/data/port';

const at = '2026-01-01T00:00:00.000Z';
const message = (n: number): ChatMessage => ({
  id: `m${n}`,
  sessionId: 's1',
  role: n % 2 ? 'assistant' : 'user',
  content: `message ${n}`,
  status: 'complete',
  createdAt: at,
  updatedAt: at,
  inputTokens: null,
  outputTokens: null,
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => message(from + i));
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('a long chat shown a page at a time', () => {
  it('adds older pages above and newer pages below, with their cursors', () => {
    let state = chatReducer(initialChat, {
      type: 'load',
      page: { messages: range(100, 150), older: 'm100', newer: null },
    });
    expect(state.older).toBe('m100');
    state = chatReducer(state, { type: 'more', side: 'older', page: { messages: range(50, 100), older: 'm50' } });
    expect(ids(state.messages)).toEqual(ids(range(50, 150)));
    expect(state.older).toBe('m50');
    state = chatReducer(state, { type: 'more', side: 'older', page: { messages: range(0, 50), older: null } });
    expect(state.older).toBeNull();
    expect(state.messages).toHaveLength(150);
  });

  it('keeps the older pages loaded when the latest page is read again (a followed reply)', () => {
    let state = chatReducer(initialChat, { type: 'load', page: { messages: range(100, 150), older: 'm100' } });
    state = chatReducer(state, { type: 'more', side: 'older', page: { messages: range(50, 100), older: 'm50' } });
    state = chatReducer(state, { type: 'load', page: { messages: range(101, 152), older: 'm101' } });
    expect(ids(state.messages)).toEqual(ids(range(50, 152)));
    expect(state.older).toBe('m50');
  });

  it('opens at a message: the page around it, the message to show, and the way back down', () => {
    const state = chatReducer(initialChat, {
      type: 'load',
      page: { messages: range(10, 60), older: 'm10', newer: 'm59' },
      focus: 'm35',
    });
    expect(state.focus).toEqual({ id: 'm35', count: 1 });
    expect(state.newer).toBe('m59');
    const more = chatReducer(state, { type: 'more', side: 'newer', page: { messages: range(60, 110), newer: null } });
    expect(ids(more.messages)).toEqual(ids(range(10, 110)));
    expect(more.newer).toBeNull();
  });
});

describe('a streaming reply in segments', () => {
  it('closes segments at blank lines outside code fences, and keeps closed ones as they were', () => {
    const paragraph = `${'word '.repeat(500)}\n\n`;
    const fenced = '```\ncode\n\nmore code\n```\n\n';
    const scanner = new SegmentScanner();
    const text = paragraph + fenced + paragraph + 'the live ta';
    let result = { done: [] as readonly string[], live: '' };
    // The text arrives a few characters at a time.
    for (let end = 1; end <= text.length; end += 7) result = scanner.advance(text.slice(0, end));
    result = scanner.advance(text);
    expect(result.done.join('') + result.live).toBe(text);
    expect(result.done[0]).toBe(paragraph);
    // The fence's blank line did not cut it.
    expect(result.done.every((segment) => (segment.match(/```/g) ?? []).length % 2 === 0)).toBe(true);
    expect(result.live.endsWith('the live ta')).toBe(true);
    const first = result.done[0];
    expect(scanner.advance(`${text}il`).done[0]).toBe(first);
    // Another reply starts again.
    expect(scanner.advance('new').done).toEqual([]);
  });
});

describe('the entries of the virtual list', () => {
  it('names a reply after its question, as the reply being written is, and puts the context note before the cut', () => {
    const rows = conversationRows(range(0, 4), { omitted: 2, beforeId: 'm2' });
    expect(rows.map((row) => row.key)).toEqual(['m0', replyKey('m0'), 'context-note', 'm2', replyKey('m2')]);
    expect(rows.map((row) => row.messageIds)).toEqual([['m0'], ['m1'], [], ['m2'], ['m3']]);
  });
});
