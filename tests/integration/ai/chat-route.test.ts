import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { jsonRequest, readEvents, replyAndFacts, startHarness, type Harness, newChatSession } from './chat-harness';

let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

const newSession = newChatSession;
const send = (cookie: string, body: unknown) => chat(jsonRequest('/api/chat', { cookie, body }));
const messagesOf = async (sessionId: string) =>
  (
    await h.db.query<{ role: string; content: string; status: string }>(
      'select role, content, status from chat_messages where session_id = $1 order by created_at',
      [sessionId],
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', {
      cookie: alice.cookie,
      body: { provider: 'openai', apiKey: 'sk-test-alice-key-0001' },
    }),
  );
  expect(saved.status).toBe(201);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('POST /api/chat refuses bad requests with a 4xx and a message, never a 500', () => {
  it.each([
    ['invalid JSON', { raw: '{"sessionId": ' }, 400, 'The request body must be valid JSON.'],
    ['missing fields', { body: {} }, 400, 'sessionId is required'],
    [
      'a blank message',
      { body: { sessionId: 'x', message: '   ', provider: 'openai', model: 'gpt-4o-mini' } },
      400,
      'The message is empty.',
    ],
    [
      'an oversized message',
      { body: { sessionId: 'x', message: 'a'.repeat(8001), provider: 'openai', model: 'gpt-4o-mini' } },
      400,
      'The message is too long (at most 8000 characters).',
    ],
    [
      'an oversized body',
      { raw: JSON.stringify({ message: 'a'.repeat(70_000) }) },
      413,
      'The request body is larger than 65536 bytes.',
    ],
    [
      'an unknown provider',
      { body: { sessionId: 'x', message: 'hi', provider: 'other', model: 'm' } },
      400,
      'provider must be one of openai, anthropic, openai-compatible',
    ],
  ])('%s', async (_, init, status, message) => {
    const response = await chat(jsonRequest('/api/chat', { cookie: alice.cookie, ...init }));
    expect(response.status).toBe(status);
    expect((await response.json()).message).toBe(message);
  });

  it('refuses a request without a session cookie, and a cross-site one', async () => {
    expect((await chat(jsonRequest('/api/chat', { body: {} }))).status).toBe(401);
    const crossSite = await chat(
      jsonRequest('/api/chat', { cookie: alice.cookie, body: {}, headers: { origin: 'https://evil.example' } }),
    );
    expect(crossSite.status).toBe(403);
  });

  it("answers 404 for another user's session and stores nothing in it", async () => {
    const bobsSession = await newSession(bob.cookie);
    const response = await send(alice.cookie, {
      sessionId: bobsSession,
      message: 'hello',
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(response.status).toBe(404);
    expect(await messagesOf(bobsSession)).toEqual([]);
  });

  it('says which provider has no key', async () => {
    const response = await send(alice.cookie, {
      sessionId: await newSession(alice.cookie),
      message: 'hi',
      provider: 'anthropic',
      model: 'claude-3-haiku',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('No API key found for anthropic');
  });
});

const HIKING_FACT = 'Alice is planning a hiking trip to the mountains next month.';

describe('a chat turn', () => {
  it('stores the user message, streams the reply, stores it, renames the session and saves the facts the model found', async () => {
    const sessionId = await newSession(alice.cookie);
    h.fake.setReply(
      replyAndFacts(
        'Hello Alice, here is a reply that is long enough to be remembered by the memory rule of the portal.',
        [HIKING_FACT],
      ),
    );
    const message = 'I am planning a hiking trip to the mountains next month and need a packing list please';
    const response = await send(alice.cookie, { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' });
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ type: 'start', session: { title: `${message.slice(0, 50)}...` } });
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)).toMatchObject({ type: 'done', assistantMessage: { role: 'assistant', status: 'complete' } });
    expect(await messagesOf(sessionId)).toEqual([
      { role: 'user', content: message, status: 'complete' },
      {
        role: 'assistant',
        content: 'Hello Alice, here is a reply that is long enough to be remembered by the memory rule of the portal.',
        status: 'complete',
      },
    ]);
    const providerCall = h.fake.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect(providerCall.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, stream: true });
    expect(providerCall.headers.authorization).toBe('Bearer sk-test-alice-key-0001');
    const memories = (
      await h.db.query<{ content: string; importance_score: number }>(
        'select content, importance_score from memories where user_id = $1',
        [alice.id],
      )
    ).rows;
    // The fact the model extracted after the reply (issue #41 point 8), never the reply's own text.
    expect(memories).toEqual([{ content: HIKING_FACT, importance_score: 0.7 }]);
  });

  it('injects a related memory into a later request as a system message', async () => {
    const sessionId = await newSession(alice.cookie);
    const events = await readEvents(
      await send(alice.cookie, {
        sessionId,
        message: 'Alice: hiking trip to the mountains?',
        provider: 'openai',
        model: 'gpt-4o',
      }),
    );
    expect(events.at(-1)?.type).toBe('done');
    const call = h.fake.requests.find((r) => r.path === '/v1/chat/completions')!;
    const system = (call.body as { messages: { role: string; content: string }[] }).messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(`[${HIKING_FACT}]`);
  });

  it('keeps the user message and reports a rejected key without retrying it', async () => {
    const sessionId = await newSession(alice.cookie);
    h.fake.failNext({ status: 401 });
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'hi there', provider: 'openai', model: 'gpt-4o-mini' }),
    );
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      message: 'OpenAI rejected the API key (401). Check the key in Settings.',
    });
    // The failure is kept in the thread, as a reply without text (issue #41.5).
    expect(await messagesOf(sessionId)).toEqual([
      { role: 'user', content: 'hi there', status: 'complete' },
      { role: 'assistant', content: '', status: 'incomplete' },
    ]);
    expect(h.fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(1);
  });

  it('retries a rate limit before the first token and then succeeds', async () => {
    const sessionId = await newSession(alice.cookie);
    h.fake.failNext({ status: 429 });
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'hi', provider: 'openai', model: 'gpt-4o-mini' }),
    );
    expect(events.at(-1)?.type).toBe('done');
    expect(h.fake.requests.filter((r) => r.path === '/v1/chat/completions')).toHaveLength(2);
  });

  it('stores the partial reply, marked incomplete, when the provider cuts the stream', async () => {
    const sessionId = await newSession(alice.cookie);
    h.fake.setReply('one two three four five six seven eight');
    h.fake.failNext({ cutAfterChunks: 3 });
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'count please', provider: 'openai', model: 'gpt-4o-mini' }),
    );
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'error', assistantMessage: { status: 'incomplete' } });
    const stored = await messagesOf(sessionId);
    expect(stored[0]).toMatchObject({ role: 'user', content: 'count please' });
    expect(stored[1]).toMatchObject({ role: 'assistant', status: 'incomplete' });
    expect(stored[1]!.content.length).toBeGreaterThan(0);
    expect('one two three four five six seven eight').toContain(stored[1]!.content.trim());
  });

  it('stops a provider that stalls, keeping the user message and saying what happened', async () => {
    const sessionId = await newSession(alice.cookie);
    h.fake.failNext({ stall: true });
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'anyone there?', provider: 'openai', model: 'gpt-4o-mini' }),
    );
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      message: 'OpenAI stopped responding (nothing for 1 s), so the reply was stopped.',
    });
    // The failure is kept in the thread, as a reply without text (issue #41.5).
    expect(await messagesOf(sessionId)).toEqual([
      { role: 'user', content: 'anyone there?', status: 'complete' },
      { role: 'assistant', content: '', status: 'incomplete' },
    ]);
  });

  it('reports a provider outage after the retries run out', async () => {
    const sessionId = await newSession(alice.cookie);
    h.fake.failNext({ status: 500 }, { times: 3 });
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'hello?', provider: 'openai', model: 'gpt-4o-mini' }),
    );
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      message: 'OpenAI is unavailable right now (500). Try again shortly.',
    });
    expect((await messagesOf(sessionId)).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('talks to Anthropic with its own key and the mapped model id', async () => {
    await saveKey(
      jsonRequest('/api/portal/keys', {
        cookie: alice.cookie,
        body: { provider: 'anthropic', apiKey: 'sk-ant-alice-0001' },
      }),
    );
    const sessionId = await newSession(alice.cookie);
    h.fake.setReply('Hello from Claude');
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'hi Claude', provider: 'anthropic', model: 'claude-3-haiku' }),
    );
    expect(events.at(-1)).toMatchObject({ type: 'done', assistantMessage: { content: 'Hello from Claude' } });
    const call = h.fake.requests.find((r) => r.path === '/v1/messages')!;
    // Asked to think first (tests/integration/ai/chat-reasoning.test.ts), so no temperature.
    expect(call.body).toMatchObject({ model: 'claude-haiku-4-5', thinking: { type: 'enabled' }, stream: true });
    expect(call.headers['x-api-key']).toBe('sk-ant-alice-0001');
  });

  it('talks to an OpenAI-compatible endpoint at the base URL saved with the key', async () => {
    await saveKey(
      jsonRequest('/api/portal/keys', {
        cookie: alice.cookie,
        body: { provider: 'openai-compatible', apiKey: 'local-key-0001', baseUrl: h.fake.openaiBaseUrl },
      }),
    );
    const sessionId = await newSession(alice.cookie);
    const events = await readEvents(
      await send(alice.cookie, { sessionId, message: 'hi llama', provider: 'openai-compatible', model: 'llama3.1:8b' }),
    );
    expect(events.at(-1)?.type).toBe('done');
    const call = h.fake.requests.find((r) => r.path === '/v1/chat/completions')!;
    expect(call.body).toMatchObject({ model: 'llama3.1:8b' });
    expect(call.headers.authorization).toBe('Bearer local-key-0001');
  });

  it('says a stored key is unreadable (tampered or re-keyed) instead of failing silently', async () => {
    const sessionId = await newSession(alice.cookie);
    await h.db.query(`update api_keys set api_key = api_key || 'x' where user_id = $1 and provider = 'openai'`, [
      alice.id,
    ]);
    const response = await send(alice.cookie, { sessionId, message: 'hi', provider: 'openai', model: 'gpt-4o-mini' });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/unreadable .* Save it again\.$/);
    await saveKey(
      jsonRequest('/api/portal/keys', {
        cookie: alice.cookie,
        body: { provider: 'openai', apiKey: 'sk-test-alice-key-0001' },
      }),
    );
  });
});
