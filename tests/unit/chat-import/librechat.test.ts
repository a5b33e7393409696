import { describe, expect, it } from 'vitest';
import { parseImportFile } from '@/lib/chat-import/parse-file';
import { bytesOf, fixtureBytes, fixtureJson } from './fixtures';

describe('LibreChat export', () => {
  it('takes the newest reply at each fork, skips error messages, reads content parts and the prompt prefix', async () => {
    const { format, conversations } = await parseImportFile(fixtureBytes('librechat-export.json'));
    expect(format).toBe('librechat');
    const [kyoto] = conversations;
    expect(kyoto).toMatchObject({ title: 'Trip to Kyoto', instructions: 'Keep answers under 100 words.' });
    expect(kyoto!.createdAt?.toISOString()).toBe('2024-10-01T09:00:00.000Z');
    expect(kyoto!.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Three things to see in Kyoto in autumn?'],
      ['assistant', "Tofuku-ji for the maples, Arashiyama at dawn, and the Philosopher's Path."],
      ['user', 'Which is least crowded?'],
    ]);
  });

  it('reads a recursive export (messagesTree), text parts given as { value }, and marks an unfinished reply', async () => {
    const [haiku] = (await parseImportFile(fixtureBytes('librechat-tree.json'))).conversations;
    expect(haiku!.title).toBe('Haiku about tea');
    expect(haiku!.messages.map((m) => [m.role, m.content, m.incomplete])).toEqual([
      ['user', 'Write a haiku about green tea.', false],
      ['assistant', 'Steam curls from the cup\nbitter leaves unfold slowly\nmorning finds its pace', true],
    ]);
  });

  it('reads a tree nested far deeper than a call stack would allow', async () => {
    // Written as text: JSON.stringify itself recurses, so it cannot build this file.
    const depth = 20_000;
    const open = Array.from({ length: depth }, (_, k) => {
      const i = k + 1;
      const fields = {
        messageId: `d${i}`,
        parentMessageId: i === 1 ? null : `d${i - 1}`,
        text: `message ${i}`,
        isCreatedByUser: i % 2 === 1,
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
      };
      return `${JSON.stringify(fields).slice(0, -1)},"children":[`;
    }).join('');
    const file = `{"conversationId":"deep","title":"Deep","messagesTree":[${open}${']}'.repeat(depth)}]}`;
    const [deep] = (await parseImportFile(bytesOf(file))).conversations;
    expect(deep!.messages).toHaveLength(depth);
    expect(deep!.messages.at(-1)!.content).toBe(`message ${depth}`);
  });

  it('refuses a message without an id as damaged', async () => {
    const file = fixtureJson('librechat-export.json') as { messages: Record<string, unknown>[] };
    delete file.messages[1]!.messageId;
    await expect(parseImportFile(bytesOf(file))).rejects.toThrow(
      /LibreChat export is damaged: conversation 1 has a message \(#2\) that cannot be read/,
    );
  });
});
