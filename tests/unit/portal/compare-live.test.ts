import { describe, expect, it } from 'vitest';
import { conversationItems } from '@/app/(admin)/ai-portal/_components/compare/compare-groups';
import { applyCompareEvent, type LiveCompare } from '@/app/(admin)/ai-portal/_components/compare/live-compare';
import type { ChatMessage, CompareTag } from '@/lib/data/port';

const at = '2026-01-01T00:00:00.000Z';
const message = (id: string, role: ChatMessage['role'], content: string, compare?: CompareTag): ChatMessage => ({
  id,
  sessionId: 's1',
  role,
  content,
  status: 'complete',
  createdAt: at,
  updatedAt: at,
  inputTokens: null,
  outputTokens: null,
  ...(compare ? { compare } : {}),
});
const tag = (group: string, model: string): CompareTag => ({ group, provider: 'openai', model, kept: false });

describe('conversationItems', () => {
  it("gathers a Compare turn's replies into one item at its first reply; other messages stay as they are", () => {
    const list = [
      message('q1', 'user', 'question'),
      message('a', 'assistant', 'A', tag('g1', 'gpt-4o')),
      message('b', 'assistant', 'B', tag('g1', 'gpt-4o-mini')),
      message('q2', 'user', 'next'),
      message('r', 'assistant', 'plain'),
    ];
    expect(
      conversationItems(list).map((item) => [item.message.id, item.index, item.replies?.map((r) => r.id)]),
    ).toEqual([
      ['q1', 0, undefined],
      ['a', 1, ['a', 'b']],
      ['q2', 3, undefined],
      ['r', 4, undefined],
    ]);
  });
});

describe('applyCompareEvent', () => {
  const question = message('q', 'user', 'Which?');
  const empty: LiveCompare = { sessionId: 's1', question, replies: [], firstTokenMs: {}, errors: {} };
  const columns = [
    { provider: 'openai' as const, model: 'gpt-4o' },
    { provider: 'anthropic' as const, model: 'claude-3-haiku' },
  ];
  const session = {} as never;

  it('grows each column by its own deltas, keeps its time to first token, and takes the stored reply', () => {
    let live = applyCompareEvent(empty, { type: 'start', userMessage: question, session, group: 'g', columns });
    expect(live.replies.map((r) => [r.status, r.compare])).toEqual([
      ['streaming', { group: 'g', provider: 'openai', model: 'gpt-4o', kept: false }],
      ['streaming', { group: 'g', provider: 'anthropic', model: 'claude-3-haiku', kept: false }],
    ]);
    live = applyCompareEvent(live, { type: 'delta', column: 1, text: 'Hel', firstTokenMs: 42 });
    live = applyCompareEvent(live, { type: 'delta', column: 1, text: 'lo' });
    live = applyCompareEvent(live, { type: 'delta', column: 0, text: 'Hi', firstTokenMs: 7 });
    expect(live.replies.map((r) => r.content)).toEqual(['Hi', 'Hello']);
    expect(live.firstTokenMs).toEqual({ 0: 7, 1: 42 });

    const stored = message('stored', 'assistant', 'Hi there', { ...tag('g', 'gpt-4o') });
    live = applyCompareEvent(live, { type: 'reply', column: 0, assistantMessage: stored });
    live = applyCompareEvent(live, { type: 'reply-error', column: 1, message: 'Anthropic failed.' });
    expect(live.replies[0]).toBe(stored);
    expect(live.replies[1]).toMatchObject({ content: 'Hello', status: 'incomplete' });
    expect(live.errors).toEqual({ 1: 'Anthropic failed.' });
  });
});
