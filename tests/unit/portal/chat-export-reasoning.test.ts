import { describe, expect, it } from 'vitest';
import { exportSession } from '@/lib/chat-export/format';
import { thoughtFor } from '@/lib/ai/reasoning-label';
import type { ChatMessage, ChatSession } from '@/lib/data/port';

const session: ChatSession = {
  id: 's1',
  title: 'Colours',
  model: 'claude-3-haiku',
  provider: 'anthropic',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T11:00:00Z',
  replyingSince: null,
  stopRequested: false,
  systemPrompt: '',
  pinned: false,
  temporary: false,
};
const reply = (reasoning?: ChatMessage['reasoning']): ChatMessage => ({
  id: 'm2',
  sessionId: 's1',
  role: 'assistant',
  content: 'Blue.',
  status: 'complete',
  createdAt: '2026-11-20T10:01:00Z',
  updatedAt: '2026-11-20T10:01:00Z',
  inputTokens: null,
  outputTokens: null,
  ...(reasoning ? { reasoning } : {}),
});
const now = new Date('2026-11-21T00:00:00Z');

describe('a reply with reasoning, exported', () => {
  it('Markdown: the reasoning folded in <details> above the reply, quoted so its headings stay its own', () => {
    const thought = { text: 'Calm colours?\n## Not a heading\n</details> <b>x</b>', ms: 12_300 };
    const markdown = exportSession(session, [reply(thought)], 'md', now);
    expect(markdown).toContain(
      '<details>\n<summary>Thought for 12 s</summary>\n\n> Calm colours?\n> ## Not a heading\n> &lt;/details> <b>x</b>\n\n</details>\n\nBlue.\n',
    );
    expect(markdown.match(/<\/details>/g)).toHaveLength(1);
  });

  it('JSON: the reasoning and its time beside the reply; none on a reply without', () => {
    const thought = { text: 'Calm colours?', ms: 12_300 };
    const [withIt] = JSON.parse(exportSession(session, [reply(thought)], 'json', now)).messages;
    expect(withIt.reasoning).toEqual(thought);
    const [without] = JSON.parse(exportSession(session, [reply()], 'json', now)).messages;
    expect(without).not.toHaveProperty('reasoning');
    expect(exportSession(session, [reply()], 'md', now)).not.toContain('<details>');
  });
});

describe('thoughtFor', () => {
  it('says how long the model thought, in whole seconds, at least one', () => {
    expect(thoughtFor(0)).toBe('Thought for 1 s');
    expect(thoughtFor(12_300)).toBe('Thought for 12 s');
    expect(thoughtFor(95_000)).toBe('Thought for 1 min 35 s');
  });
});
