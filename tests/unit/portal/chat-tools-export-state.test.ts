import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat } from '@/app/(admin)/ai-portal/_components/chat/chat-state';
import { exportSession } from '@/lib/chat-export/format';
import { cutResult } from '@/lib/ai/tools/result-text';
import type { ChatMessage, ChatSession, ToolCallRecord } from '@/lib/data/port';

// Issue #42 point 2: a reply's tool calls in the export and in the thread's state.
const session: ChatSession = {
  id: 's1',
  title: 'Tools',
  model: 'gpt-4o-mini',
  provider: 'openai',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T11:00:00Z',
  replyingSince: null,
  stopRequested: false,
  systemPrompt: '',
  pinned: false,
  temporary: false,
};
const call: ToolCallRecord = {
  id: 'call_1',
  tool: 'search',
  server: 'Docs',
  args: { q: 'a ``` fence' },
  result: 'Found:\n```\ncode\n```\n## Not a heading',
  status: 'done',
  ms: 1500,
};
const reply: ChatMessage = {
  id: 'm2',
  sessionId: 's1',
  role: 'assistant',
  content: 'Here it is.',
  status: 'complete',
  createdAt: '2026-11-20T10:01:00Z',
  updatedAt: '2026-11-20T10:01:00Z',
  inputTokens: null,
  outputTokens: null,
  toolCalls: [call],
};
const now = new Date('2026-11-21T00:00:00Z');

describe('tool calls, exported', () => {
  it('Markdown: each call folded before the reply, its result fenced so its own fences stay inside', () => {
    const markdown = exportSession(session, [reply], 'md', now);
    expect(markdown).toContain('<summary>Tool search on Docs: done, 1.5 s</summary>');
    expect(markdown).toContain('````\nFound:\n```\ncode\n```\n## Not a heading\n````');
    expect(markdown.indexOf('<details>')).toBeLessThan(markdown.indexOf('Here it is.'));
  });

  it('JSON: the calls beside the reply', () => {
    const json = JSON.parse(exportSession(session, [reply], 'json', now)) as { messages: { toolCalls?: unknown }[] };
    expect(json.messages[0]!.toolCalls).toEqual([call]);
  });
});

describe('tool calls in the thread', () => {
  it('are kept with a reply the stream left without an end (its partial reply keeps them)', () => {
    const question: ChatMessage = { ...reply, id: 'local-1', role: 'user', content: 'Find it', toolCalls: undefined };
    let state = chatReducer(initialChat, { type: 'send', message: question });
    state = chatReducer(state, { type: 'tools', calls: [{ ...call, status: 'waiting' }] });
    expect(state.pending?.tools).toEqual([{ ...call, status: 'waiting' }]);
    state = chatReducer(state, { type: 'tools', calls: [call] });
    state = chatReducer(state, { type: 'delta', text: 'Here' });
    state = chatReducer(state, { type: 'end', localId: 'local-2', at: '2026-11-20T10:02:00Z' });
    expect(state.messages.at(-1)).toMatchObject({ content: 'Here', status: 'incomplete', toolCalls: [call] });
  });
});

describe('a tool result over the limit', () => {
  it('is cut with a note saying how much was cut', () => {
    expect(cutResult('abcdef', 4)).toBe('abcd\n[cut: 2 characters]');
    expect(cutResult('abcd', 4)).toBe('abcd');
  });
});
