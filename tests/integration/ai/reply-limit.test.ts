import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import type { ChatEvent } from '@/lib/ai/chat-events';
import { longReplyText } from '../../support/fake-provider';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import {
  jsonRequest,
  newChatSession,
  readEvents,
  saveOpenAiAndLocalKeys,
  startHarness,
  type Harness,
} from './chat-harness';

// Issue #23, point 2: a reply stops at 256 KB of UTF-8 text. What arrived is kept, marked
// incomplete with the reason, and the provider's stream is abandoned, not read to its end.
const LIMIT = 256 * 1024;
const ATTACK = 20 * 1024 * 1024;
// The fake's long replies are one text repeated, so any shorter one starts as the 20 MB one does.
const replyStart = longReplyText({ bytes: LIMIT + 64 * 1024 });

let h: Harness;
let alice: { cookie: string; id: string };

const turn = async (sessionId: string, extra: { resendOf?: string } = {}) =>
  readEvents(
    await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'say everything', provider: 'openai', model: 'gpt-4o-mini', ...extra },
      }),
    ),
  );
const streamed = (events: ChatEvent[]) =>
  events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
const stored = async (sessionId: string) =>
  (
    await h.db.query<{ id: string; role: string; content: string; status: string; bytes: number }>(
      `select id, role, content, status, octet_length(content) as bytes
       from chat_messages where session_id = $1 order by created_at`,
      [sessionId],
    )
  ).rows;
const chatRequests = () => h.fake.requests.filter((request) => request.path === '/v1/chat/completions');

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('long-replies@example.com');
  await saveOpenAiAndLocalKeys(h, alice.cookie, {
    openai: 'sk-long-replies-openai-0001',
    local: 'sk-long-replies-local-0002',
  });
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setChunkDelay(0);
});

describe('a reply that streams on past 256 KB', () => {
  it('is cut at 256 KB (at a character), kept marked incomplete with the reason, and the stream is abandoned', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply({ bytes: ATTACK });
    const events = await turn(sessionId);

    const text = streamed(events);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(LIMIT);
    // The cut falls inside a 3-byte character here: that character is left out whole.
    expect(Buffer.byteLength(text)).toBeGreaterThan(LIMIT - 4);
    expect(text.isWellFormed()).toBe(true);
    expect(replyStart.startsWith(text)).toBe(true);
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/^The reply was cut at 256 KB/),
      assistantMessage: { role: 'assistant', content: text, status: 'incomplete' },
    });

    const [question, answer] = await stored(sessionId);
    expect(question).toMatchObject({ role: 'user', content: 'say everything', status: 'complete' });
    expect(answer).toMatchObject({ role: 'assistant', content: text, status: 'incomplete' });
    expect(answer!.bytes).toBeLessThanOrEqual(LIMIT);
    expect((await h.db.query('select replying_since from chat_sessions where id = $1', [sessionId])).rows).toEqual([
      { replying_since: null },
    ]);

    // The provider saw the client go away before the end: the rest was never read. What it sent
    // past 256 KB is what the sockets' buffers took before the abort (about 4 MB here).
    const [request] = chatRequests();
    await vi.waitFor(() => expect(request!.abandoned).toBe(true));
    expect(request!.textBytesSent).toBeLessThan(ATTACK / 2);
  });

  it('is cut the same way when Regenerate asks again, replacing the reply it answers again', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply('A short first answer.');
    const first = await turn(sessionId);
    const question = (first[0] as Extract<ChatEvent, { type: 'start' }>).userMessage;
    h.fake.setReply({ bytes: ATTACK });
    const events = await turn(sessionId, { resendOf: question.id });
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/^The reply was cut at 256 KB/),
    });

    const rows = await stored(sessionId);
    expect(rows.map((row) => [row.role, row.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'incomplete'],
    ]);
    expect(rows[1]!.content).toBe(streamed(events));
    expect(rows[1]!.bytes).toBeLessThanOrEqual(LIMIT);
    await vi.waitFor(() => expect(chatRequests().at(-1)!.abandoned).toBe(true));
  });

  it('keeps a reply of exactly 256 KB whole and complete', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply({ bytes: LIMIT });
    const events = await turn(sessionId);
    expect(events.at(-1)).toMatchObject({ type: 'done', assistantMessage: { status: 'complete' } });
    const [, answer] = await stored(sessionId);
    expect(answer).toMatchObject({ status: 'complete', bytes: LIMIT });
    expect(answer!.content).toBe(longReplyText({ bytes: LIMIT }));
    expect(chatRequests()[0]!.abandoned).toBe(false);
  });

  it('stops an endpoint that streams reasoning without end (not stored, but held all the same)', async () => {
    const created = await createSession(
      jsonRequest('/api/portal/sessions', {
        cookie: alice.cookie,
        body: { provider: 'openai-compatible', model: 'deep-thinker' },
      }),
    );
    const { session } = (await created.json()) as { session: { id: string } };
    h.fake.setReply({ bytes: ATTACK, as: 'reasoning' });
    const events = readEvents(
      await chat(
        jsonRequest('/api/chat', {
          cookie: alice.cookie,
          body: {
            sessionId: session.id,
            message: 'think forever',
            provider: 'openai-compatible',
            model: 'deep-thinker',
          },
        }),
      ),
    );
    expect((await events).at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/more than 1 MB of reasoning or tool-call data/),
    });
    const [request] = chatRequests();
    await vi.waitFor(() => expect(request!.abandoned).toBe(true));
    expect(request!.textBytesSent).toBeLessThan(ATTACK / 2);
    expect((await h.db.query('select replying_since from chat_sessions where id = $1', [session.id])).rows).toEqual([
      { replying_since: null },
    ]);
  });
});
