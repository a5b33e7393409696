import { describe, expect, it } from 'vitest';
import { exportSession } from '@/lib/chat-export/format';
import { parseImportFile } from '@/lib/chat-import/parse-file';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import { bytesOf, fixtureBytes, fixtureJson } from './fixtures';

describe("the portal's own JSON export", () => {
  it('reads back what the export writes: title, model, instructions, roles, times and status', async () => {
    const session = {
      id: 's1',
      title: 'Round trip',
      provider: 'openai',
      model: 'gpt-4o',
      createdAt: '2026-11-20T10:00:00.123456+00:00',
      updatedAt: '2026-11-20T10:05:00+00:00',
      systemPrompt: 'Be brief.',
    } as ChatSession;
    const message = (role: 'user' | 'assistant', content: string, createdAt: string) =>
      ({ role, content, createdAt, status: 'complete', inputTokens: null, outputTokens: null }) as ChatMessage;
    const file = exportSession(
      session,
      [message('user', 'Hi', '2026-11-20T10:01:00Z'), message('assistant', 'Hello!', '2026-11-20T10:02:00Z')],
      'json',
    );
    const { format, conversations } = await parseImportFile(bytesOf(file));
    expect(format).toBe('ai-portal');
    expect(conversations).toEqual([
      {
        title: 'Round trip',
        createdAt: new Date('2026-11-20T10:00:00.123Z'),
        updatedAt: new Date('2026-11-20T10:05:00Z'),
        instructions: 'Be brief.',
        selection: { provider: 'openai', model: 'gpt-4o' },
        messages: [
          { role: 'user', content: 'Hi', createdAt: new Date('2026-11-20T10:01:00Z'), incomplete: false },
          { role: 'assistant', content: 'Hello!', createdAt: new Date('2026-11-20T10:02:00Z'), incomplete: false },
        ],
      },
    ]);
  });

  it('reads the fixture, with an incomplete reply kept incomplete', async () => {
    const [chat] = (await parseImportFile(fixtureBytes('portal-export.json'))).conversations;
    expect(chat!.selection).toEqual({ provider: 'anthropic', model: 'claude-sonnet-4-5' });
    expect(chat!.messages.map((m) => m.incomplete)).toEqual([false, true]);
  });

  it('refuses a newer version, and a damaged one, with a message', async () => {
    const newer = { ...(fixtureJson('portal-export.json') as object), version: 2 };
    await expect(parseImportFile(bytesOf(newer))).rejects.toThrow(/is a newer version of the export/);
    const broken = fixtureJson('portal-export.json') as { messages: Record<string, unknown>[] };
    broken.messages[0]!.role = 'system';
    await expect(parseImportFile(bytesOf(broken))).rejects.toThrow(/AI portal export is damaged/);
  });
});
