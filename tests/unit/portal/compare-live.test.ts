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
const tag = (group: string, model: string, column?: number): CompareTag => ({
  group,
  provider: 'openai',
  model,
  kept: false,
  ...(column === undefined ? {} : { column }),
});

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

  it("shows a turn's replies in the columns the user chose, not in the order the models answered", () => {
    const list = [
      message('q', 'user', 'question'),
      message('late', 'assistant', 'B', tag('g', 'claude-3-haiku', 1)),
      message('later', 'assistant', 'C', tag('g', 'gpt-4o', 2)),
      message('first', 'assistant', 'A', tag('g', 'gpt-4o-mini', 0)),
    ];
    const [, turn] = conversationItems(list);
    expect(turn!.replies!.map((r) => r.compare!.model)).toEqual(['gpt-4o-mini', 'claude-3-haiku', 'gpt-4o']);
    // Still at the place of the first reply stored, so nothing else moves.
    expect([turn!.message.id, turn!.index]).toEqual(['late', 1]);
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
      ['streaming', { group: 'g', provider: 'openai', model: 'gpt-4o', kept: false, column: 0 }],
      ['streaming', { group: 'g', provider: 'anthropic', model: 'claude-3-haiku', kept: false, column: 1 }],
    ]);
    live = applyCompareEvent(live, { type: 'delta', column: 1, text: 'Hel', firstTokenMs: 42 });
    live = applyCompareEvent(live, { type: 'delta', column: 1, text: 'lo' });
    live = applyCompareEvent(live, { type: 'delta', column: 0, text: 'Hi', firstTokenMs: 7 });
    expect(live.replies.map((r) => r.content)).toEqual(['Hi', 'Hello']);
    expect(live.firstTokenMs).toEqual({ 0: 7, 1: 42 });

    // The second column's reply stored first: it stays second beside the first column still streaming.
    const second = message('second', 'assistant', 'Hello', tag('g', 'claude-3-haiku', 1));
    const shown = applyCompareEvent(live, { type: 'reply', column: 1, assistantMessage: second });
    expect(conversationItems([question, ...shown.replies])[1]!.replies!.map((r) => r.id)).toEqual([
      'live-g-0',
      'second',
    ]);

    const stored = message('stored', 'assistant', 'Hi there', { ...tag('g', 'gpt-4o') });
    live = applyCompareEvent(live, { type: 'reply', column: 0, assistantMessage: stored });
    live = applyCompareEvent(live, { type: 'reply-error', column: 1, message: 'Anthropic failed.' });
    expect(live.replies[0]).toBe(stored);
    expect(live.replies[1]).toMatchObject({ content: 'Hello', status: 'incomplete' });
    expect(live.errors).toEqual({ 1: 'Anthropic failed.' });
  });
});
