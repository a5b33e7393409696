import { describe, expect, it } from 'vitest';
import { parseImportFile } from '@/lib/chat-import/parse-file';
import { bytesOf, fixtureBytes, fixtureJson } from './fixtures';

type Chat = { chat: { history: { messages: Record<string, { parentId: string | null }>; currentId: string } } };
const chats = () => fixtureJson('open-webui-export.json') as Chat[];

describe('Open WebUI export', () => {
  it('follows history.currentId to the root, with the chat system prompt as instructions and seconds as times', async () => {
    const { format, conversations } = await parseImportFile(fixtureBytes('open-webui-export.json'));
    expect(format).toBe('open-webui');
    const [rust, old] = conversations;
    expect(rust).toMatchObject({ title: 'Rust lifetimes', instructions: 'You are a patient Rust tutor.' });
    expect(rust!.createdAt?.toISOString()).toBe('2024-11-07T17:19:59.000Z');
    expect(rust!.messages.map((m) => [m.role, m.content, m.incomplete])).toEqual([
      ['user', 'Why does the borrow checker reject this?', false],
      ['assistant', 'Because the reference outlives the value it points to.', false],
      ['user', 'How do I fix it?', false],
      ['assistant', 'Return an owned String instead of a &str.', true],
    ]);
    expect(rust!.messages[2]!.createdAt?.toISOString()).toBe('2024-11-07T17:21:00.000Z');
    // A chat from before Open WebUI kept a history: its plain list of messages.
    expect(old!.messages.map((m) => m.content)).toEqual(['Capital of Peru?', 'Lima.']);
  });

  it('follows the regenerated-away reply when currentId points at it', async () => {
    const edited = chats();
    edited[0]!.chat.history.currentId = 'm2a';
    const [rust] = (await parseImportFile(bytesOf(edited))).conversations;
    expect(rust!.messages.map((m) => m.content)).toEqual([
      'Why does the borrow checker reject this?',
      'First answer (regenerated away).',
    ]);
  });

  it('refuses a history whose currentId or parent is missing, or that loops', async () => {
    const missing = chats();
    missing[0]!.chat.history.currentId = 'gone';
    await expect(parseImportFile(bytesOf(missing))).rejects.toThrow(
      /Open WebUI export is damaged: conversation 1 points at a message that is not in it/,
    );
    const loop = chats();
    loop[0]!.chat.history.messages.m1!.parentId = 'm4';
    await expect(parseImportFile(bytesOf(loop))).rejects.toThrow(/their own ancestors/);
  });
});
