import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// One reply at a time per session (issue #17, point 3): two sends that arrive together (a
// double submit, two tabs, two server instances) both pass the "is a turn running?" read, so
// only an atomic claim of the session decides which one runs.
let h: Harness;
let cookie: string;

const send = (sessionId: string, message: string) =>
  chat(jsonRequest('/api/chat', { cookie, body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' } }));

beforeAll(async () => {
  h = await startHarness();
  ({ cookie } = await h.signIn('racer@example.com'));
  await saveOpenAiKey(cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

it('runs one of two sends that arrive together and refuses the other with 409, storing nothing for it', async () => {
  const sessionId = await newChatSession(cookie);
  h.fake.setReply('only one answer');
  const responses = await Promise.all([send(sessionId, 'first question'), send(sessionId, 'second question')]);

  const statuses = responses.map((response) => response.status).sort();
  expect(statuses).toEqual([200, 409]);
  const refused = responses.find((response) => response.status === 409)!;
  expect(((await refused.json()) as { message: string }).message).toMatch(/reply is still being written/);
  const accepted = responses.find((response) => response.status === 200)!;
  expect((await readEvents(accepted)).at(-1)?.type).toBe('done');

  const stored = await h.db.query<{ role: string }>(
    'select role from chat_messages where session_id = $1 order by created_at',
    [sessionId],
  );
  expect(stored.rows.map((row) => row.role)).toEqual(['user', 'assistant']);
  // The session is free again once the reply is stored.
  const next = await send(sessionId, 'a later question');
  expect(next.status).toBe(200);
  expect((await readEvents(next)).at(-1)?.type).toBe('done');
});
