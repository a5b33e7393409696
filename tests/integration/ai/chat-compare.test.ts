import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as compare } from '@/app/api/chat/compare/route';
import { POST as keep } from '@/app/api/chat/compare/keep/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { GET as readSession } from '@/app/api/portal/sessions/[id]/route';
import { POST as stopRoute } from '@/app/api/portal/sessions/[id]/stop/route';
import { inDisplayOrder } from '@/lib/ai/compare/column-order';
import type { ChatMessage } from '@/lib/data/port';
import { CHAT_LIMITS } from '@/lib/ai/chat-turn/rate-limit';
import type { CompareEvent } from '@/lib/ai/compare/compare-events';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import type { LoggedRequest } from '../../support/fake-provider';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// Issue #29, part 2: one message to 2 or 3 models, replies side by side, one kept.
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

const TARGETS = [
  { provider: 'openai', model: 'gpt-4o-mini' },
  { provider: 'anthropic', model: 'claude-3-haiku' },
];
type Sent = { role: string; content: string | { type: string; text: string }[] };

const compareRequest = (cookie: string, body: unknown, address = '203.0.113.7') =>
  compare(jsonRequest('/api/chat/compare', { cookie, body, headers: { [PEER_HEADER]: peerStamp(address) } }));
const events = async (response: Response) => (await readEvents(response)) as unknown as CompareEvent[];
const chatCalls = () =>
  h.fake.requests.filter((r: LoggedRequest) => r.path === '/v1/chat/completions' || r.path === '/v1/messages');
const textOf = (message: Sent) =>
  typeof message.content === 'string' ? message.content : message.content.map((part) => part.text).join('');
const sentTexts = (request: LoggedRequest) => (request.body as { messages: Sent[] }).messages.map(textOf);
const storedMessages = (sessionId: string) =>
  h.db.query<{ role: string; content: string; compare_model: string | null; kept: boolean }>(
    'select role, content, compare_model, kept from chat_messages where session_id = $1 order by created_at, id',
    [sessionId],
  );

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('compare-alice@example.com');
  bob = await h.signIn('compare-bob@example.com');
  await saveOpenAiKey(alice.cookie);
  const anthropic = { provider: 'anthropic', apiKey: 'sk-ant-alice-compare-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice.cookie, body: anthropic }))).status).toBe(201);
  await saveOpenAiKey(bob.cookie, 'sk-test-bob-compare-0001');
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('POST /api/chat/compare', () => {
  it('sends one request per model and streams and stores one reply per model, in one group', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply((request) => `Answer from ${(request.body as { model: string }).model}`);
    const response = await compareRequest(alice.cookie, { sessionId, message: 'Which is faster?', targets: TARGETS });
    expect(response.status).toBe(200);
    const stream = await events(response);

    expect(
      chatCalls()
        .map((r) => (r.body as { model: string }).model)
        .sort(),
    ).toEqual(['claude-haiku-4-5', 'gpt-4o-mini']);
    const start = stream[0] as Extract<CompareEvent, { type: 'start' }>;
    expect(start).toMatchObject({ type: 'start', columns: TARGETS, userMessage: { content: 'Which is faster?' } });
    const replies = stream.filter((e): e is Extract<CompareEvent, { type: 'reply' }> => e.type === 'reply');
    expect(replies.map((e) => [e.column, e.assistantMessage.content]).sort()).toEqual([
      [0, 'Answer from gpt-4o-mini'],
      [1, 'Answer from claude-haiku-4-5'],
    ]);
    for (const reply of replies) {
      expect(reply.assistantMessage.compare).toEqual({
        group: start.group,
        ...TARGETS[reply.column],
        kept: false,
        column: reply.column,
      });
      expect(reply.assistantMessage.outputTokens).toBeGreaterThan(0);
    }
    // Each column's first text says how long its provider took to start answering.
    for (const column of [0, 1]) {
      const first = stream.find((e) => e.type === 'delta' && e.column === column) as { firstTokenMs?: number };
      expect(first.firstTokenMs).toEqual(expect.any(Number));
    }
    expect(stream.at(-1)).toMatchObject({ type: 'done', session: { replyingSince: null } });
    // The replies are stored in the order their first text arrived.
    const rows = (await storedMessages(sessionId)).rows;
    expect(rows[0]).toMatchObject({ role: 'user', compare_model: null });
    expect(
      rows
        .slice(1)
        .map((r) => [r.role, r.compare_model, r.kept])
        .sort(),
    ).toEqual([
      ['assistant', 'claude-3-haiku', false],
      ['assistant', 'gpt-4o-mini', false],
    ]);
  });

  it('keeps each reply in the column the user put its model in, whichever model answered first', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply((request) => `Answer from ${(request.body as { model: string }).model}`);
    // The first column's model is the slower: its reply is stored second.
    h.fake.setFirstTokenDelay(300, 'gpt-4o-mini');
    await events(await compareRequest(alice.cookie, { sessionId, message: 'Who is first?', targets: TARGETS }));
    expect((await storedMessages(sessionId)).rows.map((r) => r.compare_model)).toEqual([
      null,
      'claude-3-haiku',
      'gpt-4o-mini',
    ]);

    // What a reload reads: each reply with its column, shown in column order.
    const read = await readSession(
      jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice.cookie }),
      {
        params: Promise.resolve({ id: sessionId }),
      },
    );
    const { messages } = (await read.json()) as { messages: ChatMessage[] };
    expect(messages.filter((m) => m.compare).map((m) => [m.compare!.model, m.compare!.column])).toEqual([
      ['claude-3-haiku', 1],
      ['gpt-4o-mini', 0],
    ]);
    expect(inDisplayOrder(messages).map((m) => m.compare?.model ?? m.content)).toEqual([
      'Who is first?',
      'gpt-4o-mini',
      'claude-3-haiku',
    ]);
  });

  it("is checked against the caller's own keys: a provider they have no key for is refused, nothing sent or stored", async () => {
    const sessionId = await newChatSession(bob.cookie);
    // Alice has an Anthropic key; Bob does not, and cannot borrow hers.
    const response = await compareRequest(bob.cookie, { sessionId, message: 'hello', targets: TARGETS });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('No API key found for anthropic');
    expect(chatCalls()).toHaveLength(0);
    expect((await storedMessages(sessionId)).rows).toEqual([]);
    // Nor can anyone compare in a session that is not theirs.
    const theirs = await compareRequest(bob.cookie, {
      sessionId: await newChatSession(alice.cookie),
      message: 'hello',
      targets: [TARGETS[0], { provider: 'openai', model: 'gpt-4o' }],
    });
    expect(theirs.status).toBe(404);
  });

  it('refuses fewer than 2 or more than 3 models, and the same model twice', async () => {
    const sessionId = await newChatSession(alice.cookie);
    const one = await compareRequest(alice.cookie, { sessionId, message: 'x', targets: [TARGETS[0]] });
    expect(one.status).toBe(400);
    const same = await compareRequest(alice.cookie, { sessionId, message: 'x', targets: [TARGETS[0], TARGETS[0]] });
    expect(((await same.json()) as { message: string }).message).toContain('Each model can be compared once.');
    const four = ['gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gpt-3.5-turbo'].map((model) => ({
      provider: 'openai',
      model,
    }));
    expect((await compareRequest(alice.cookie, { sessionId, message: 'x', targets: four })).status).toBe(400);
    expect(chatCalls()).toHaveLength(0);
  });
});

describe('Keep this one', () => {
  it('sends the kept reply as context on the next turn and never the alternates', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply((request) => `Reply by ${(request.body as { model: string }).model}`);
    const stream = await events(
      await compareRequest(alice.cookie, { sessionId, message: 'Name a colour', targets: TARGETS }),
    );
    const replies = stream.filter((e): e is Extract<CompareEvent, { type: 'reply' }> => e.type === 'reply');
    const kept = replies.find((e) => e.column === 1)!.assistantMessage;

    // Before one is kept, neither is sent: the question goes on alone.
    h.fake.reset();
    h.fake.setReply('next');
    const next = (message: string) =>
      chat(
        jsonRequest('/api/chat', {
          cookie: alice.cookie,
          headers: { [PEER_HEADER]: peerStamp('203.0.113.7') },
          body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' },
        }),
      ).then(readEvents);
    await next('Before keeping');
    expect(sentTexts(chatCalls()[0]!)).toEqual(['Name a colour', 'Before keeping']);

    const keepIt = (cookie: string, messageId: string) =>
      keep(jsonRequest('/api/chat/compare/keep', { cookie, body: { sessionId, messageId } }));
    expect((await keepIt(bob.cookie, kept.id)).status).toBe(404);
    const answer = await keepIt(alice.cookie, kept.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ group: kept.compare!.group, kept: kept.id });

    h.fake.reset();
    h.fake.setReply('later');
    await next('And another?');
    const sent = sentTexts(chatCalls()[0]!);
    expect(sent).toContain('Reply by claude-haiku-4-5');
    expect(sent).not.toContain('Reply by gpt-4o-mini');
    expect(sent).toEqual(['Name a colour', 'Reply by claude-haiku-4-5', 'Before keeping', 'next', 'And another?']);
  });
});

describe('Stop and the rate limit', () => {
  it('Stop ends every column, each kept incomplete, and frees the session', async () => {
    const sessionId = await newChatSession(alice.cookie);
    h.fake.setReply(Array.from({ length: 400 }, (_, i) => `word${i}`).join(' '));
    h.fake.setChunkDelay(20);
    const response = await compareRequest(alice.cookie, { sessionId, message: 'Go on', targets: TARGETS });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    // Wait until both columns have text, then Stop.
    while (!(seen.includes('"column":0') && seen.includes('"column":1'))) {
      seen += decoder.decode((await reader.read()).value, { stream: true });
    }
    const stopped = await stopRoute(jsonRequest(`/api/portal/sessions/${sessionId}/stop`, { cookie: alice.cookie }), {
      params: Promise.resolve({ id: sessionId }),
    });
    expect(await stopped.json()).toEqual({ stopping: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
    }
    const tail = seen
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CompareEvent);
    expect(tail.filter((e) => e.type === 'reply-error')).toHaveLength(2);
    expect(tail.at(-1)).toMatchObject({ type: 'done', session: { replyingSince: null } });
    const rows = (await storedMessages(sessionId)).rows;
    expect(rows.filter((r) => r.role === 'assistant').map((r) => r.compare_model)).toHaveLength(2);
    const statuses = await h.db.query<{ status: string }>(
      "select status from chat_messages where session_id = $1 and role = 'assistant'",
      [sessionId],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['incomplete', 'incomplete']);
  });

  it('counts each stream against the chat rate limit', async () => {
    const carol = await h.signIn('compare-carol@example.com');
    const three = [...TARGETS, { provider: 'openai', model: 'gpt-4o' }];
    // A session that does not exist: each request is a cheap 404 that still counts its streams.
    for (let i = 0; i < CHAT_LIMITS.user.max / 3; i++) {
      const response = await compareRequest(carol.cookie, { sessionId: randomUUID(), message: 'hi', targets: three });
      expect(response.status).toBe(404);
    }
    const after = await chat(
      jsonRequest('/api/chat', {
        cookie: carol.cookie,
        headers: { [PEER_HEADER]: peerStamp('203.0.113.99') },
        body: { sessionId: randomUUID(), message: 'hi', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    expect(after.status).toBe(429);
  });
});
