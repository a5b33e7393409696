import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { PATCH as updateSession } from '@/app/api/portal/sessions/[id]/route';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from './chat-harness';

// A model id the user types: stored with the session and sent to the provider exactly as given.
let h: Harness;
let alice: { cookie: string; id: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());

const patch = (id: string, body: object) =>
  updateSession(jsonRequest(`/api/portal/sessions/${id}`, { method: 'PATCH', cookie: alice.cookie, body }), {
    params: Promise.resolve({ id }),
  });

describe('a custom model id', () => {
  it('is stored with the session and sent to the provider as typed (trimmed)', async () => {
    const sessionId = await newChatSession(alice.cookie);
    const saved = await patch(sessionId, { model: '  ft:gpt-4o-mini:acme:v2  ' });
    expect(((await saved.json()) as { session: { model: string } }).session.model).toBe('ft:gpt-4o-mini:acme:v2');
    const body = { sessionId, message: 'Hello custom model', provider: 'openai', model: 'ft:gpt-4o-mini:acme:v2' };
    const events = await readEvents(await chat(jsonRequest('/api/chat', { cookie: alice.cookie, body })));
    expect(events.at(-1)?.type).toBe('done');
    const sent = h.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
    expect((sent?.body as { model: string }).model).toBe('ft:gpt-4o-mini:acme:v2');
  });

  it('is refused with a message when it holds a control character or is too long, and nothing changes', async () => {
    const sessionId = await newChatSession(alice.cookie);
    for (const [model, message] of [
      ['gpt\u0007bell', 'The model id contains a control character.'],
      ['x'.repeat(101), 'The model id is too long (at most 100 characters).'],
    ] as const) {
      const response = await patch(sessionId, { model });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const body = { sessionId, message: 'Hi', provider: 'openai', model: 'gpt\nnewline' };
    const refused = await chat(jsonRequest('/api/chat', { cookie: alice.cookie, body }));
    expect(refused.status).toBe(400);
  });
});
