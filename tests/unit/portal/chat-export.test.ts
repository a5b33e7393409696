import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '@/lib/chat-export/file-name';
import { exportSession } from '@/lib/chat-export/format';
import { snippetParts } from '@/lib/data/search-snippet';
import type { ChatMessage, ChatSession } from '@/lib/data/port';

describe('attachmentDisposition', () => {
  it('keeps quotes, line breaks, path characters and header syntax out of both file names', () => {
    for (const title of [
      'a"b',
      'line\r\nSet-Cookie: x=1',
      '../../etc/passwd',
      'C:\\win\\x',
      'x; filename=evil.exe',
      "it's (mine)*",
    ]) {
      const header = attachmentDisposition(title, 'md');
      const [, ascii, encoded] =
        /^attachment; filename="([A-Za-z0-9-]+\.md)"; filename\*=UTF-8''([A-Za-z0-9%._-]+)$/.exec(header) ?? [];
      expect(ascii, `${JSON.stringify(title)} -> ${header}`).toBeDefined();
      expect(decodeURIComponent(encoded!)).not.toMatch(/["\r\n/\\;]|\.\./);
    }
  });

  it('keeps letters of any script in filename*, an ASCII form in filename, and a fallback when nothing is left', () => {
    expect(attachmentDisposition('Привет мир', 'json')).toBe(
      `attachment; filename="chat.json"; filename*=UTF-8''${encodeURIComponent('Привет-мир.json')}`,
    );
    expect(attachmentDisposition('Crème brûlée', 'md')).toMatch(
      /^attachment; filename="Creme-brulee\.md"; filename\*=UTF-8''Cr%C3%A8me-br%C3%BBl%C3%A9e\.md$/,
    );
    expect(attachmentDisposition('🙂 ???', 'md')).toBe(`attachment; filename="chat.md"; filename*=UTF-8''chat.md`);
    expect(attachmentDisposition('x'.repeat(500), 'md')).toContain(`filename="${'x'.repeat(80)}.md"`);
  });
});

describe('snippetParts', () => {
  it('splits the marked snippet into text and matches, whatever the text holds', () => {
    expect(snippetParts('a \u0002b\u0003 <img src=x> \u0002c\u0003')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' <img src=x> ', match: false },
      { text: 'c', match: true },
    ]);
    expect(snippetParts('')).toEqual([]);
    expect(snippetParts('no match')).toEqual([{ text: 'no match', match: false }]);
  });
});

describe('exportSession', () => {
  const session: ChatSession = {
    id: 's1',
    title: 'Two\nlines',
    model: 'claude-x',
    provider: 'anthropic',
    createdAt: '2026-11-20T10:00:00.123456+00:00',
    updatedAt: '2026-11-20T11:00:00Z',
    replyingSince: null,
    stopRequested: false,
    systemPrompt: '',
    pinned: false,
    temporary: false,
  };
  const messages: ChatMessage[] = [
    {
      id: 'm1',
      sessionId: 's1',
      role: 'user',
      content: 'Hi',
      status: 'complete',
      createdAt: '2026-11-20T10:01:00Z',
      updatedAt: '2026-11-20T10:01:00Z',
      inputTokens: null,
      outputTokens: null,
    },
  ];
  const now = new Date('2026-11-21T00:00:00Z');

  it('writes Markdown with the title on one line and a heading per message', () => {
    expect(exportSession(session, messages, 'md', now)).toBe(
      '# Two lines\n\n- Model: claude-x (anthropic)\n- Created: 2026-11-20 10:00 UTC\n- Exported: 2026-11-21 00:00 UTC\n\n## User · 2026-11-20 10:01 UTC\n\nHi\n',
    );
    expect(exportSession(session, [], 'md', now)).toContain('_No messages yet._');
  });

  it('writes JSON without internal ids of messages or the owner', () => {
    const document = JSON.parse(exportSession(session, messages, 'json', now));
    const { replyingSince, stopRequested, systemPrompt, pinned, temporary, ...exported } = session;
    expect([replyingSince, stopRequested, systemPrompt, pinned, temporary]).toEqual([null, false, '', false, false]);
    expect(document.session).toEqual(exported);
    expect(document.messages).toEqual([
      { role: 'user', content: 'Hi', status: 'complete', createdAt: '2026-11-20T10:01:00Z' },
    ]);
  });

  it("carries the chat's instructions and each reply's reported usage", () => {
    const instructed = { ...session, systemPrompt: 'Be brief.\n# Not a heading' };
    const reply: ChatMessage = {
      ...messages[0]!,
      id: 'm2',
      role: 'assistant',
      content: 'Ok.',
      inputTokens: 12,
      outputTokens: 3,
      status: 'streaming',
    };
    const markdown = exportSession(instructed, [reply], 'md', now);
    expect(markdown).toContain('**Instructions**\n\n> Be brief.\n> # Not a heading');
    expect(markdown).toContain('(still being written when exported)');
    const document = JSON.parse(exportSession(instructed, [reply], 'json', now));
    expect(document.session.instructions).toBe('Be brief.\n# Not a heading');
    expect(document.messages[0].usage).toEqual({ inputTokens: 12, outputTokens: 3 });
  });

  it('names the parts of long files a reply was given, as the portal shows them under it', () => {
    const reply: ChatMessage = {
      ...messages[0]!,
      id: 'm2',
      role: 'assistant',
      content: 'Fees rose.',
      sources: [
        { name: 'report.pdf', pages: [3, 7] },
        { name: 'notes.txt', lines: [{ from: 1201, to: 1225 }] },
      ],
    };
    expect(exportSession(session, [reply], 'md', now)).toContain(
      'Fees rose.\n\n_Sources: report.pdf, pages 3 and 7; notes.txt, lines 1201–1225_\n',
    );
    const document = JSON.parse(exportSession(session, [reply], 'json', now));
    expect(document.messages[0].sources).toEqual(reply.sources);
    // A message given none has no such line or key.
    expect(exportSession(session, messages, 'md', now)).not.toContain('Sources');
    expect(JSON.parse(exportSession(session, messages, 'json', now)).messages[0]).not.toHaveProperty('sources');
  });

  it('says a failed reply failed, and why, as the chat shows it (issue #41.5)', () => {
    const failed: ChatMessage = {
      ...messages[0]!,
      id: 'm3',
      role: 'assistant',
      content: '',
      status: 'incomplete',
      error: 'OpenAI rejected the API key (401). Check the key in Settings.',
    };
    expect(exportSession(session, [failed], 'md', now)).toContain(
      '> **The reply failed:** OpenAI rejected the API key (401). Check the key in Settings.\n',
    );
    expect(JSON.parse(exportSession(session, [failed], 'json', now)).messages[0].error).toBe(failed.error);
    expect(JSON.parse(exportSession(session, messages, 'json', now)).messages[0]).not.toHaveProperty('error');
  });

  describe('a compared turn (issue #29: Compare)', () => {
    const reply = (id: string, content: string, model: string, kept: boolean, group = 'g-internal-1'): ChatMessage => ({
      ...messages[0]!,
      id,
      role: 'assistant',
      content,
      compare: { group, provider: model.startsWith('gpt') ? 'openai' : 'anthropic', model, kept },
    });
    const compared = [
      messages[0]!,
      reply('m2', 'Blue.', 'gpt-4o-mini', false),
      reply('m3', 'Red.', 'claude-haiku-4-5', true),
      reply('m4', 'Green.', 'gpt-4o', false, 'g-internal-2'),
    ];

    it("carries each reply's model and whether it was kept in the JSON, with turns numbered, not the internal group id", () => {
      const document = JSON.parse(exportSession(session, compared, 'json', now));
      expect(document.messages.map((m: { compare?: unknown }) => m.compare)).toEqual([
        undefined,
        { turn: 1, provider: 'openai', model: 'gpt-4o-mini', kept: false },
        { turn: 1, provider: 'anthropic', model: 'claude-haiku-4-5', kept: true },
        { turn: 2, provider: 'openai', model: 'gpt-4o', kept: false },
      ]);
      expect(JSON.stringify(document)).not.toContain('g-internal');
    });

    it('labels each reply in Markdown with its model and whether it was kept or an alternate left out of the context', () => {
      const markdown = exportSession(session, compared, 'md', now);
      expect(markdown).toContain(
        '## Assistant · gpt-4o-mini via openai (alternate, not sent as context) · 2026-11-20 10:01 UTC\n\nBlue.',
      );
      expect(markdown).toContain('## Assistant · claude-haiku-4-5 via anthropic (kept) · 2026-11-20 10:01 UTC\n\nRed.');
      expect(markdown).toContain('## User · 2026-11-20 10:01 UTC\n\nHi');
    });

    it("writes a turn's replies in their columns, not in the order the models answered", () => {
      const byArrival = [
        messages[0]!,
        {
          ...reply('m2', 'Second column.', 'claude-haiku-4-5', false),
          compare: { ...compared[2]!.compare!, column: 1 },
        },
        { ...reply('m3', 'First column.', 'gpt-4o-mini', true), compare: { ...compared[1]!.compare!, column: 0 } },
      ];
      const contents = (format: 'json' | 'md') =>
        format === 'json'
          ? JSON.parse(exportSession(session, byArrival, 'json', now)).messages.map(
              (m: { content: string }) => m.content,
            )
          : exportSession(session, byArrival, 'md', now).match(/^(Hi|First column\.|Second column\.)$/gm);
      expect(contents('json')).toEqual(['Hi', 'First column.', 'Second column.']);
      expect(contents('md')).toEqual(['Hi', 'First column.', 'Second column.']);
    });
  });
});
