import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { GET as getSession } from '@/app/api/portal/sessions/[id]/route';
import { POST as stopRoute } from '@/app/api/portal/sessions/[id]/stop/route';
import { jsonRequest, readEvents, startHarness, type Harness, newChatSession, saveOpenAiKey } from './chat-harness';

// Issue #17, point 3: only Stop ends a reply early; the browser leaving does not.
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const params = (id: string) => ({ params: Promise.resolve({ id }) });

const newSession = () => newChatSession(alice.cookie);

const reply = async (sessionId: string) =>
  (
    await h.db.query<{ content: string; status: string }>(
      "select content, status from chat_messages where session_id = $1 and role = 'assistant'",
      [sessionId],
    )
  ).rows;

/** Starts a turn as a browser would, reads its first events, then leaves. */
async function startAndLeave(sessionId: string) {
  const browser = new AbortController();
  const request = new Request('http://localhost/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', cookie: alice.cookie },
    body: JSON.stringify({ sessionId, message: 'talk a lot', provider: 'openai', model: 'gpt-4o-mini' }),
    signal: browser.signal,
  });
  const response = await chat(request);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  await reader.read();
  browser.abort();
  await reader.cancel().catch(() => undefined);
}

const stop = (cookie: string, sessionId: string) =>
  stopRoute(jsonRequest(`/api/portal/sessions/${sessionId}/stop`, { cookie }), params(sessionId));

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('a reply outlives the browser', () => {
  it('runs to its end after the browser leaves and is stored word for word', async () => {
    const sessionId = await newSession();
    h.fake.setReply(words(120));
    h.fake.setChunkDelay(15);
    await startAndLeave(sessionId);

    // Meanwhile a reader (another tab) sees a turn running and the reply growing, marked streaming.
    await expect
      .poll(async () => (await reply(sessionId))[0]?.status, { timeout: 5_000, interval: 20 })
      .toBe('streaming');
    const seen = (await (
      await getSession(jsonRequest('/x', { method: 'GET', cookie: alice.cookie }), params(sessionId))
    ).json()) as {
      session: { replyingSince: string | null };
    };
    expect(seen.session.replyingSince).not.toBeNull();

    await expect.poll(async () => (await reply(sessionId))[0]?.status, { timeout: 15_000 }).toBe('complete');
    expect((await reply(sessionId))[0]!.content).toBe(words(120));
    const after = (await (
      await getSession(jsonRequest('/x', { method: 'GET', cookie: alice.cookie }), params(sessionId))
    ).json()) as {
      session: { replyingSince: string | null };
    };
    expect(after.session.replyingSince).toBeNull();
  });

  it('refuses a second turn while one runs, and Stop ends the running one early, kept incomplete', async () => {
    const sessionId = await newSession();
    h.fake.setReply(words(400));
    h.fake.setChunkDelay(20);
    await startAndLeave(sessionId);

    const second = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'and another', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(
      'A reply is still being written in this chat. Wait for it or press Stop.',
    );

    // Someone else cannot stop it: their request cannot even tell the session exists.
    expect((await stop(bob.cookie, sessionId)).status).toBe(404);
    const stopped = await stop(alice.cookie, sessionId);
    expect(await stopped.json()).toEqual({ stopping: true });
    await expect.poll(async () => (await reply(sessionId))[0]?.status, { timeout: 5_000 }).toBe('incomplete');
    const kept = (await reply(sessionId))[0]!.content;
    expect(kept).toMatch(/^word0\b/);
    expect(kept).not.toContain('word399');
    expect(await (await stop(alice.cookie, sessionId)).json()).toEqual({ stopping: false });
  });

  it('stops when another server instance recorded the Stop (the flag in the session row alone)', async () => {
    const sessionId = await newSession();
    h.fake.setReply(words(400));
    h.fake.setChunkDelay(20);
    await startAndLeave(sessionId);
    await expect
      .poll(async () => (await reply(sessionId))[0]?.status, { timeout: 5_000, interval: 20 })
      .toBe('streaming');
    await h.db.query('update chat_sessions set stop_requested = true where id = $1', [sessionId]);
    await expect.poll(async () => (await reply(sessionId))[0]?.status, { timeout: 5_000 }).toBe('incomplete');
    expect((await reply(sessionId))[0]!.content).not.toContain('word399');
  });

  it('lets a new turn start when the running one belonged to a process that died', async () => {
    const sessionId = await newSession();
    // What a crash mid-reply leaves: a turn marked running and a streaming reply, both long silent.
    await h.db.query(`update chat_sessions set replying_since = now() - interval '5 minutes' where id = $1`, [
      sessionId,
    ]);
    await h.db.query(
      `insert into chat_messages (session_id, role, content, status, created_at) values ($1, 'user', 'before', 'complete', now() - interval '6 minutes'),
         ($1, 'assistant', 'half a rep', 'streaming', now() - interval '5 minutes')`,
      [sessionId],
    );
    await h.db.query(`update chat_messages set content = content where session_id = $1`, [sessionId]);
    await h.db.query(`alter table chat_messages disable trigger chat_messages_touch`);
    await h.db.query(`update chat_messages set updated_at = now() - interval '5 minutes' where session_id = $1`, [
      sessionId,
    ]);
    await h.db.query(`alter table chat_messages enable trigger chat_messages_touch`);

    const read = (await (
      await getSession(jsonRequest('/x', { method: 'GET', cookie: alice.cookie }), params(sessionId))
    ).json()) as {
      session: { replyingSince: string | null };
      messages: { status: string }[];
    };
    expect(read.session.replyingSince).toBeNull();
    expect(read.messages.map((m) => m.status)).toEqual(['complete', 'incomplete']);

    h.fake.setReply('fresh answer');
    const next = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message: 'try again', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    expect(next.status).toBe(200);
    expect((await readEvents(next)).at(-1)).toMatchObject({
      type: 'done',
      assistantMessage: { content: 'fresh answer' },
    });
  });
});
