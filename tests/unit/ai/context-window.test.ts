import { describe, expect, it } from 'vitest';
import { estimateTokens, fitToContext, replyReserve } from '@/lib/ai/context-window';
import { contextTokensOf, DEFAULT_CONTEXT_TOKENS } from '@/lib/ai/model-catalogue';

type Stored = { id: string; role: 'user' | 'assistant'; content: string };

/** `turns` user/assistant pairs, each message `size` bytes of ASCII, ids u0/a0, u1/a1... oldest first. */
function history(turns: number, size: number): Stored[] {
  return Array.from({ length: turns }, (_, i) => [
    { id: `u${i}`, role: 'user' as const, content: `q${i} `.padEnd(size, 'x') },
    { id: `a${i}`, role: 'assistant' as const, content: `r${i} `.padEnd(size, 'y') },
  ]).flat();
}

describe('estimateTokens', () => {
  it('over-counts rather than under-counts: a third of the UTF-8 bytes, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(2);
    // A CJK character is 3 bytes: one token each.
    expect(estimateTokens('日本語')).toBe(3);
  });
});

describe('replyReserve', () => {
  it('keeps a quarter of a small window and at most 4096 tokens of a large one for the reply', () => {
    expect(replyReserve(8192)).toBe(2048);
    expect(replyReserve(128_000)).toBe(4096);
  });
});

describe('contextTokensOf', () => {
  it('knows the catalogue models and assumes a small window for ids it does not know', () => {
    expect(contextTokensOf('openai', 'gpt-4o')).toBe(128_000);
    expect(contextTokensOf('openai', 'gpt-3.5-turbo')).toBe(16_385);
    expect(contextTokensOf('anthropic', 'claude-3-haiku')).toBe(200_000);
    expect(contextTokensOf('openai-compatible', 'my-own-finetune')).toBe(DEFAULT_CONTEXT_TOKENS);
    expect(DEFAULT_CONTEXT_TOKENS).toBe(8192);
  });
});

describe('fitToContext', () => {
  const memory = { role: 'system' as const, content: 'Relevant memories: [likes tea]' };

  it('sends everything when it fits, the memory as instructions and the new message last', () => {
    const fitted = fitToContext({ system: [memory], history: history(2, 30), message: 'next?', contextTokens: 8192 });
    expect(fitted.omitted).toBe(0);
    expect(fitted.firstIncludedId).toBe('u0');
    expect(fitted.instructions).toEqual([memory]);
    expect(fitted.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
    expect(fitted.messages.at(-1)).toEqual({ role: 'user', content: 'next?' });
  });

  it('drops the oldest turns first and keeps the memory message and the newest turns', () => {
    // 8192 - 2048 reserved = 6144 tokens; each turn is 2 x (1100 + 4) tokens, so two turns fit, not three.
    const fitted = fitToContext({
      system: [memory],
      history: history(10, 3300),
      message: 'next?',
      contextTokens: 8192,
    });
    expect(fitted.omitted).toBe(16);
    expect(fitted.firstIncludedId).toBe('u8');
    expect(fitted.instructions).toEqual([memory]);
    expect(fitted.messages.slice(0, -1).map((m) => (m.content as string).slice(0, 3))).toEqual([
      'q8 ',
      'r8 ',
      'q9 ',
      'r9 ',
    ]);
    const total = [...fitted.instructions, ...fitted.messages].reduce(
      (sum, m) => sum + estimateTokens(m.content as string) + 4,
      0,
    );
    expect(total).toBeLessThanOrEqual(8192 - replyReserve(8192));
  });

  it('keeps a question and all its replies (a retried reply) together or not at all', () => {
    const turns: Stored[] = [
      ...history(3, 3000),
      { id: 'u3', role: 'user', content: 'q3 '.padEnd(4000, 'x') },
      { id: 'a3', role: 'assistant', content: 'r3 '.padEnd(5000, 'y') },
      { id: 'a3b', role: 'assistant', content: 'r3b '.padEnd(5000, 'y') },
    ];
    const fitted = fitToContext({ system: [], history: turns, message: 'next?', contextTokens: 8192 });
    expect(fitted.messages.map((m) => (m.content as string).slice(0, 3))).toEqual(['q3 ', 'r3 ', 'r3b', 'nex']);
    expect(fitted.firstIncludedId).toBe('u3');
    expect(fitted.omitted).toBe(6);
  });

  it('drops a reply with its question when the question does not fit, rather than send the reply alone', () => {
    const turns: Stored[] = [
      ...history(1, 30),
      { id: 'u1', role: 'user', content: 'q1 '.padEnd(18_600, 'x') },
      { id: 'a1', role: 'assistant', content: 'r1' },
    ];
    const fitted = fitToContext({ system: [], history: turns, message: 'next?', contextTokens: 8192 });
    expect(fitted.messages).toEqual([{ role: 'user', content: 'next?' }]);
    expect(fitted.omitted).toBe(4);
    expect(fitted.firstIncludedId).toBeNull();
  });

  it('keeps a reply that opens the session (no question before it) when it fits', () => {
    const turns: Stored[] = [{ id: 'a-', role: 'assistant', content: 'greeting' }, ...history(1, 10)];
    const fitted = fitToContext({ system: [], history: turns, message: 'hi', contextTokens: 8192 });
    expect(fitted.omitted).toBe(0);
    expect(fitted.firstIncludedId).toBe('a-');
  });

  it('sends the system and new message alone when even the newest turn does not fit', () => {
    const fitted = fitToContext({
      system: [memory],
      history: history(1, 30_000),
      message: 'x'.repeat(100),
      contextTokens: 8192,
    });
    expect(fitted.omitted).toBe(2);
    expect(fitted.firstIncludedId).toBeNull();
    expect(fitted.instructions).toEqual([memory]);
    expect(fitted.messages.map((m) => m.role)).toEqual(['user']);
  });

  it('does not send or count messages without text (a reply that failed before its first word)', () => {
    const turns: Stored[] = [
      ...history(1, 10),
      { id: 'u1', role: 'user', content: 'q1' },
      { id: 'a1', role: 'assistant', content: '' },
    ];
    const fitted = fitToContext({ system: [], history: turns, message: 'hi', contextTokens: 8192 });
    expect(fitted.omitted).toBe(0);
    expect(fitted.messages).toHaveLength(4);
  });
});
