import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { GET as listMemories, POST as addMemory } from '@/app/api/portal/memories/route';
import { GET as listSessions, POST as createSession } from '@/app/api/portal/sessions/route';
import { PATCH as updateSettings } from '@/app/api/portal/settings/route';
import {
  isMemoryExtraction,
  jsonRequest,
  newChatSession,
  readEvents,
  saveOpenAiKey,
  startHarness,
  type Harness,
} from './chat-harness';

// Issue #41 point 8: a temporary chat uses no memory (none recalled and sent, none extracted after
// its replies, whatever the memory switch says) and is not kept (never listed; one left behind is
// swept once idle for an hour). The server decides by the session's own flag.
const FACT = 'Carol grows chillies on her balcony.';
const REPLY = 'Water them in the morning.';

type Body = { messages: { role: string; content: unknown }[] };
let h: Harness;
let carol: { cookie: string; id: string };

beforeAll(async () => {
  h = await startHarness();
  carol = await h.signIn('temporary-carol@example.com');
  await saveOpenAiKey(carol.cookie, 'sk-test-temporary-0001');
  const on = jsonRequest('/api/portal/settings', {
    method: 'PATCH',
    cookie: carol.cookie,
    body: { memoryEnabled: true },
  });
  expect((await updateSettings(on)).status).toBe(200);
  const added = await addMemory(jsonRequest('/api/portal/memories', { cookie: carol.cookie, body: { content: FACT } }));
  expect(added.status).toBe(201);
});
afterAll(() => h.fake.close());
beforeEach(() => {
  h.fake.reset();
  h.fake.setReply((request) => (isMemoryExtraction(request) ? JSON.stringify(['Carol has a balcony garden.']) : REPLY));
});

const get = (url: string) => jsonRequest(url, { method: 'GET', cookie: carol.cookie });
const memories = async () =>
  ((await (await listMemories(get('/api/portal/memories'))).json()) as { memories: [] }).memories;
const listed = async () =>
  ((await (await listSessions(get('/api/portal/sessions'))).json()) as { sessions: { id: string }[] }).sessions.map(
    (session) => session.id,
  );
async function newTemporaryChat(): Promise<string> {
  const body = { provider: 'openai', model: 'gpt-4o-mini', temporary: true };
  const response = await createSession(jsonRequest('/api/portal/sessions', { cookie: carol.cookie, body }));
  expect(response.status).toBe(201);
  const { session } = (await response.json()) as { session: { id: string; temporary: boolean } };
  expect(session.temporary).toBe(true);
  return session.id;
}
async function turn(sessionId: string, message: string) {
  const body = { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' };
  const response = await chat(jsonRequest('/api/chat', { cookie: carol.cookie, body }));
  expect(response.status).toBe(200);
  expect((await readEvents(response)).at(-1)?.type).toBe('done');
}
const replyRequest = () => h.fake.requests.find((request) => request.path === '/v1/chat/completions')!.body as Body;

describe('a temporary chat', () => {
  it('sends no memory and extracts none after its reply, while a kept chat does both', async () => {
    await turn(await newChatSession(carol.cookie), 'Chillies on a balcony');
    expect(JSON.stringify(replyRequest().messages)).toContain(FACT);
    expect(h.everyRequest().filter(isMemoryExtraction)).toHaveLength(1);
    const afterKept = (await memories()).length;
    expect(afterKept).toBe(2);

    h.fake.reset();
    await turn(await newTemporaryChat(), 'Chillies on a balcony');
    expect(replyRequest().messages.some((message) => message.role === 'system')).toBe(false);
    expect(JSON.stringify(h.everyRequest())).not.toContain(FACT);
    expect(h.everyRequest().filter(isMemoryExtraction)).toEqual([]);
    expect(h.everyRequest().filter((request) => request.path === '/v1/embeddings')).toEqual([]);
    expect((await memories()).length).toBe(afterKept);
  });

  it('is never listed, and one left idle for over an hour is gone once the list is read', async () => {
    const fresh = await newTemporaryChat();
    const left = await newTemporaryChat();
    await turn(left, 'Hello');
    const kept = await newChatSession(carol.cookie);
    await h.db.query(`update chat_sessions set updated_at = now() - interval '61 minutes' where id = $1`, [left]);

    const ids = await listed();
    expect(ids).toContain(kept);
    expect(ids).not.toContain(fresh);
    const remaining = await h.db.query<{ id: string }>('select id from chat_sessions where id = any($1)', [
      [fresh, left],
    ]);
    expect(remaining.rows.map((row) => row.id)).toEqual([fresh]);
  });
});
