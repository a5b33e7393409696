import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as compare } from '@/app/api/chat/compare/route';
import { GET as readSession } from '@/app/api/portal/sessions/[id]/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import type { ChatMessage } from '@/lib/data/port';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// Each reply keeps its time to first token, so Compare's columns show it after a reload too.
let h: Harness;
let alice: string;
const FIRST_TOKEN_DELAY_MS = 30;

beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('first-token-alice@example.com')).cookie;
  await saveOpenAiKey(alice);
  const anthropic = { provider: 'anthropic', apiKey: 'sk-ant-first-token-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice, body: anthropic }))).status).toBe(201);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setFirstTokenDelay(FIRST_TOKEN_DELAY_MS);
});

/** The session as a reload reads it (GET /api/portal/sessions/:id). */
async function storedReplies(sessionId: string): Promise<ChatMessage[]> {
  const response = await readSession(
    jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice }),
    {
      params: Promise.resolve({ id: sessionId }),
    },
  );
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: ChatMessage[] };
  return messages.filter((message) => message.role === 'assistant');
}

const storedTtft = async (sessionId: string) =>
  (
    await h.db.query<{ ttft_ms: number | null }>(
      `select ttft_ms from chat_messages where session_id = $1 and role = 'assistant' order by created_at, id`,
      [sessionId],
    )
  ).rows.map((row) => row.ttft_ms);

describe('time to first token, stored with each reply', () => {
  it('a chat reply keeps it, and the session read after a reload returns it', async () => {
    const sessionId = await newChatSession(alice);
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice,
        body: { sessionId, message: 'Hello', provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    expect(response.status).toBe(200);
    await readEvents(response);
    const [reply] = await storedReplies(sessionId);
    expect(reply!.ttftMs).toEqual(expect.any(Number));
    // The provider waited before its first token; what is kept counts that wait.
    expect(reply!.ttftMs).toBeGreaterThan(0);
    expect(await storedTtft(sessionId)).toEqual([reply!.ttftMs]);
  });

  it('each Compare column keeps the figure it showed live', async () => {
    const sessionId = await newChatSession(alice);
    const targets = [
      { provider: 'openai', model: 'gpt-4o-mini' },
      { provider: 'anthropic', model: 'claude-3-haiku' },
    ];
    const response = await compare(
      jsonRequest('/api/chat/compare', { cookie: alice, body: { sessionId, message: 'Which?', targets } }),
    );
    expect(response.status).toBe(200);
    const events = (await readEvents(response)) as unknown as {
      type: string;
      column?: number;
      firstTokenMs?: number;
    }[];
    const live = [0, 1].map((column) => events.find((e) => e.type === 'delta' && e.column === column)!.firstTokenMs);
    const replies = await storedReplies(sessionId);
    expect(replies).toHaveLength(2);
    const byColumn = targets.map((target) => replies.find((reply) => reply.compare?.model === target.model)!.ttftMs);
    expect(byColumn).toEqual(live);
    for (const ms of byColumn) expect(ms).toBeGreaterThan(0);
  });

  it('a question has none: the key is absent, as on messages from before', async () => {
    const sessionId = await newChatSession(alice);
    await readEvents(
      await chat(
        jsonRequest('/api/chat', {
          cookie: alice,
          body: { sessionId, message: 'Hi', provider: 'openai', model: 'gpt-4o-mini' },
        }),
      ),
    );
    const response = await readSession(
      jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'GET', cookie: alice }),
      {
        params: Promise.resolve({ id: sessionId }),
      },
    );
    const { messages } = (await response.json()) as { messages: ChatMessage[] };
    expect(messages.find((message) => message.role === 'user')).not.toHaveProperty('ttftMs');
  });
});
