import { describe, expect, it } from 'vitest';
import { exportSession } from '@/lib/chat-export/format';
import { normaliseImport } from '@/lib/chat-import/normalise';
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

  it('brings a compared turn back as one group per turn, each reply with its model and column, only the kept one kept', async () => {
    const session = { title: 'Compared', provider: 'openai', model: 'gpt-4o-mini' } as ChatSession;
    const at = '2026-11-20T10:01:00Z';
    const base = { createdAt: at, status: 'complete', inputTokens: null, outputTokens: null } as const;
    const reply = (content: string, group: string, model: string, kept: boolean, column?: number) =>
      ({
        ...base,
        role: 'assistant',
        content,
        compare: { group, provider: 'openai', model, kept, ...(column === undefined ? {} : { column }) },
      }) as ChatMessage;
    const file = exportSession(
      { ...session, createdAt: at, updatedAt: at },
      [
        { ...base, role: 'user', content: 'Colour?' } as ChatMessage,
        reply('Blue.', 'g1', 'gpt-4o-mini', false),
        reply('Red.', 'g1', 'gpt-4o', true),
        { ...base, role: 'user', content: 'Shape?' } as ChatMessage,
        // Stored as they arrived: the second column's model answered first.
        reply('Round.', 'g2', 'gpt-4o-mini', false, 1),
        reply('Square.', 'g2', 'gpt-4o', false, 0),
      ],
      'json',
    );
    const { conversations } = await parseImportFile(bytesOf(file));
    expect(conversations[0]!.messages.map((m) => m.compare)).toEqual([
      undefined,
      { turn: 1, provider: 'openai', model: 'gpt-4o-mini', kept: false },
      { turn: 1, provider: 'openai', model: 'gpt-4o', kept: true },
      undefined,
      { turn: 2, provider: 'openai', model: 'gpt-4o', kept: false },
      { turn: 2, provider: 'openai', model: 'gpt-4o-mini', kept: false },
    ]);
    const rows = normaliseImport(conversations).sessions[0]!.messages.map((m) => m.compare);
    // Fresh group ids, one per turn (never the file's), and the turn still without a kept reply stays so.
    expect(rows[1]!.group).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[2]!.group).toBe(rows[1]!.group);
    expect(rows[4]!.group).not.toBe(rows[1]!.group);
    // Each turn's replies take columns in the file's order, which is the order the chat showed them.
    expect(rows.map((tag) => tag && [tag.model, tag.kept, tag.column])).toEqual([
      undefined,
      ['gpt-4o-mini', false, 0],
      ['gpt-4o', true, 1],
      undefined,
      ['gpt-4o', false, 0],
      ['gpt-4o-mini', false, 1],
    ]);

    // A file claiming two kept replies of one turn gets only the first kept; a question is never a compare reply.
    const edited = JSON.parse(file) as { messages: { compare?: { kept: boolean; turn: number } }[] };
    edited.messages[1]!.compare!.kept = true;
    edited.messages[0]!.compare = { ...edited.messages[1]!.compare!, kept: true };
    const [again] = (await parseImportFile(bytesOf(edited))).conversations;
    const keptOf = normaliseImport([again!]).sessions[0]!.messages.map((m) => m.compare?.kept);
    expect(keptOf).toEqual([undefined, true, false, undefined, false, false]);
  });
});
