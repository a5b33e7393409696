import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// A question the provider failed to answer stays in the chat (Retry answers it while it is the
// last one); a new message sent instead is a fresh turn: the provider never sees two questions in a row.
let h: Harness;
let alice: { cookie: string; id: string };

const ask = async (sessionId: string, message: string, resendOf?: string) =>
  readEvents(
    await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini', resendOf },
      }),
    ),
  );
/** The user and assistant messages the provider was last sent. */
const lastSent = () => {
  const calls = h.fake.requests.filter((request) => request.path === '/v1/chat/completions');
  const body = calls.at(-1)!.body as { messages: { role: string; content: unknown }[] };
  return body.messages.filter((m) => m.role !== 'system').map((m) => `${m.role}:${String(m.content)}`);
};

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('unanswered@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply('An answer.');
});

describe('a question the provider did not answer', () => {
  it('is left out of the context of the next new message, which is sent as a fresh turn', async () => {
    const sessionId = await newChatSession(alice.cookie);
    await ask(sessionId, 'First question');
    h.fake.failNext({ status: 401 });
    expect((await ask(sessionId, 'Failed question')).at(-1)).toMatchObject({ type: 'error' });

    expect((await ask(sessionId, 'Next question')).at(-1)).toMatchObject({ type: 'done' });
    expect(lastSent()).toEqual(['user:First question', 'assistant:An answer.', 'user:Next question']);
    // Still stored and shown where it was asked.
    const stored = await h.db.query<{ content: string }>(
      "select content from chat_messages where session_id = $1 and role = 'user' order by created_at",
      [sessionId],
    );
    expect(stored.rows.map((row) => row.content)).toEqual(['First question', 'Failed question', 'Next question']);
  });
});
