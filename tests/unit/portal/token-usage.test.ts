import { describe, expect, it } from 'vitest';
import { sessionUsage, usageText } from '@/app/(admin)/ai-portal/_components/chat/token-usage';
import type { ChatMessage } from '@/lib/data/port';

const reply = (inputTokens: number | null, outputTokens: number | null): ChatMessage => ({
  id: `m${Math.random()}`,
  sessionId: 's1',
  role: 'assistant',
  content: 'x',
  status: 'complete',
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  inputTokens,
  outputTokens,
});

describe('token usage', () => {
  it('says nothing for a reply the provider reported no usage for', () => {
    expect(usageText({ inputTokens: null, outputTokens: null })).toBeNull();
    expect(usageText({ inputTokens: 1204, outputTokens: 310 })).toBe('1,204 in · 310 out');
  });

  it('totals the reported replies of a session and skips the rest', () => {
    expect(sessionUsage([reply(100, 20), reply(null, null), reply(1200, 300)])).toEqual({
      inputTokens: 1300,
      outputTokens: 320,
    });
    expect(usageText(sessionUsage([reply(null, null)]))).toBeNull();
  });
});
