import { describe, expect, it } from 'vitest';
import { parseImportFile } from '@/lib/chat-import/parse-file';
import { bytesOf, fixtureBytes, fixtureJson } from './fixtures';

type Conversation = {
  title: string;
  mapping: Record<string, { parent: string | null; message: unknown }>;
  current_node: string;
};
const conversations = () => fixtureJson('chatgpt-conversations.json') as Conversation[];

describe('ChatGPT conversations.json', () => {
  it('follows the branch from current_node to the root, in order, without tool calls, tool output or hidden messages', async () => {
    const { format, conversations: parsed } = await parseImportFile(fixtureBytes('chatgpt-conversations.json'));
    expect(format).toBe('chatgpt');
    expect(parsed).toHaveLength(2);
    const [sourdough] = parsed;
    expect(sourdough!.title).toBe('Sourdough starter help');
    expect(sourdough!.createdAt?.toISOString()).toBe('2024-11-05T09:46:40.123Z');
    expect(sourdough!.updatedAt?.toISOString()).toBe('2024-11-05T09:53:40.500Z');
    expect(sourdough!.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'My sourdough starter smells like acetone. Is it dead?'],
      ['assistant', 'Not dead, just hungry. Acetone means it ran out of food: feed it twice a day.'],
      ['user', '[attachment not imported]\n\nHere is a photo. How much rye flour per feed, at 25 °C?'],
      ['assistant', 'At 25 °C use 55 g of rye flour and 55 g of water per feed.'],
    ]);
    expect(sourdough!.messages[0]!.createdAt?.toISOString()).toBe('2024-11-05T09:46:50.000Z');
    expect(sourdough!.instructions).toBe('');
  });

  it('takes a visible system message as the instructions, keeps an untitled chat untitled and an unfinished reply incomplete', async () => {
    const [, pirate] = (await parseImportFile(fixtureBytes('chatgpt-conversations.json'))).conversations;
    expect(pirate).toMatchObject({ title: '', instructions: 'Answer like a pirate.' });
    expect(pirate!.messages.map((m) => [m.role, m.content, m.incomplete])).toEqual([
      ['user', 'Say hello', false],
      ['assistant', 'Ahoy, matey!', true],
    ]);
  });

  it('follows the other branch when current_node points there', async () => {
    const edited = conversations();
    edited[0]!.current_node = 'asst-2a';
    const [first] = (await parseImportFile(bytesOf(edited))).conversations;
    expect(first!.messages.map((m) => m.content).slice(2)).toEqual([
      'How much flour per feed?',
      'Equal weights of flour and water: 50 g each.',
    ]);
  });

  it('without current_node, follows the message written last', async () => {
    const edited = conversations();
    delete (edited[0] as Partial<Conversation>).current_node;
    const [first] = (await parseImportFile(bytesOf(edited))).conversations;
    expect(first!.messages.at(-1)!.content).toBe('At 25 °C use 55 g of rye flour and 55 g of water per feed.');
  });

  it('refuses a tree that points at a missing message, loops, or holds an unreadable message, naming the conversation', async () => {
    const missing = conversations();
    missing[1]!.current_node = 'nowhere';
    await expect(parseImportFile(bytesOf(missing))).rejects.toThrow(
      /ChatGPT export is damaged: conversation 2 points at a message that is not in it \(nowhere\)/,
    );
    const loop = conversations();
    loop[1]!.mapping.r!.parent = 'a';
    await expect(parseImportFile(bytesOf(loop))).rejects.toThrow(
      /conversation 2 has messages that are their own ancestors/,
    );
    const unreadable = conversations();
    unreadable[0]!.mapping['user-1']!.message = { author: 'user', content: 42 };
    await expect(parseImportFile(bytesOf(unreadable))).rejects.toThrow(
      /conversation 1 has a message \(user-1\) that cannot be read/,
    );
  });
});
