import { describe, expect, it } from 'vitest';
import { cutToBytes, normaliseImport } from '@/lib/chat-import/normalise';
import type { ParsedConversation, ParsedMessage } from '@/lib/chat-import/types';

const at = (iso: string) => new Date(iso);
const message = (
  content: string,
  createdAt: Date | null = null,
  role: ParsedMessage['role'] = 'user',
): ParsedMessage => ({
  role,
  content,
  createdAt,
});
const conversation = (over: Partial<ParsedConversation> = {}): ParsedConversation => ({
  title: 'Chat',
  createdAt: at('2024-01-01T10:00:00Z'),
  updatedAt: null,
  instructions: '',
  messages: [message('hi')],
  ...over,
});
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('normaliseImport', () => {
  it('gives every message a later time than the one before, so the stored order is the export order', () => {
    const { sessions } = normaliseImport([
      conversation({
        messages: [
          message('first', at('2024-01-01T10:00:05Z')),
          message('no time'),
          message('clock went back', at('2024-01-01T09:00:00Z'), 'assistant'),
          message('later', at('2024-01-01T10:01:00Z')),
        ],
      }),
    ]);
    expect(sessions[0]!.messages.map((m) => m.createdAt)).toEqual([
      '2024-01-01T10:00:05.000Z',
      '2024-01-01T10:00:05.001Z',
      '2024-01-01T10:00:05.002Z',
      '2024-01-01T10:01:00.000Z',
    ]);
    expect(sessions[0]).toMatchObject({ createdAt: '2024-01-01T10:00:00.000Z', updatedAt: '2024-01-01T10:01:00.000Z' });
  });

  it('dates a chat with no times at all at the import, in order', () => {
    const now = at('2026-12-03T12:00:00Z');
    const { sessions } = normaliseImport(
      [conversation({ createdAt: null, messages: [message('a'), message('b')] })],
      now,
    );
    expect(sessions[0]!.messages.map((m) => m.createdAt)).toEqual([
      '2026-12-03T12:00:00.000Z',
      '2026-12-03T12:00:00.001Z',
    ]);
    expect(sessions[0]!.createdAt).toBe('2026-12-03T12:00:00.000Z');
  });

  it('cuts a message over 256 KB at a whole character and marks it incomplete, and counts it', () => {
    const long = 'é'.repeat(140_000); // 280,000 bytes
    const { sessions, cut } = normaliseImport([
      conversation({ messages: [message(long, null, 'assistant'), message('short')] }),
    ]);
    const stored = sessions[0]!.messages[0]!;
    expect(bytes(stored.content)).toBe(262_144);
    expect(stored.content).toBe('é'.repeat(131_072));
    expect(stored.status).toBe('incomplete');
    expect(sessions[0]!.messages[1]!.status).toBe('complete');
    expect(cut).toBe(1);
    expect(bytes(cutToBytes(`a${'😀'.repeat(70_000)}`, 262_144))).toBe(262_141);
  });

  it('makes titles one line of at most 200 characters, names an untitled chat, and caps the instructions', () => {
    const { sessions } = normaliseImport([
      conversation({ title: `  Line one\n\tline two ${'x'.repeat(300)}`, instructions: 'i'.repeat(5000) }),
      conversation({ title: '   ' }),
    ]);
    expect(sessions[0]!.title).toMatch(/^Line one line two x+$/);
    expect([...sessions[0]!.title]).toHaveLength(200);
    expect(sessions[0]!.instructions).toHaveLength(4000);
    expect(sessions[1]!.title).toBe('Imported chat');
  });

  it('replaces NUL and broken Unicode, which Postgres cannot store', () => {
    const { sessions } = normaliseImport([conversation({ title: 'a\u0000b', messages: [message('x\u0000y\ud800z')] })]);
    expect(sessions[0]!.title).toBe('a\uFFFDb');
    expect(sessions[0]!.messages[0]!.content).toBe('x\uFFFDy\uFFFDz');
  });

  it("keeps the portal's own model when it knows the provider, and gives others the default", () => {
    const { sessions } = normaliseImport([
      conversation({ selection: { provider: 'anthropic', model: 'claude-sonnet-4-5' } }),
      conversation({ selection: { provider: 'nonsense', model: 'x' } }),
      conversation(),
    ]);
    expect(sessions.map((s) => [s.provider, s.model])).toEqual([
      ['anthropic', 'claude-sonnet-4-5'],
      ['openai', 'gpt-4o-mini'],
      ['openai', 'gpt-4o-mini'],
    ]);
  });

  it('skips chats without messages and counts them; a file with none left is refused', () => {
    const result = normaliseImport([conversation(), conversation({ messages: [] })]);
    expect(result.sessions).toHaveLength(1);
    expect(result.skipped).toBe(1);
    expect(() => normaliseImport([conversation({ messages: [] })])).toThrow(/no conversations with messages/);
  });

  it('refuses more conversations or messages than an import takes', () => {
    expect(() => normaliseImport(Array.from({ length: 5001 }, () => conversation()))).toThrow(
      /holds 5001 conversations; an import takes up to 5000/,
    );
    const many = Array.from({ length: 100_001 }, () => message('m'));
    expect(() => normaliseImport([conversation({ messages: many })])).toThrow(
      /holds 100001 messages; an import takes up to 100000/,
    );
  });
});
