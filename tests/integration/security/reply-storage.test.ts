import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { jsonRequest, readEvents, startHarness, type Harness } from '../ai/chat-harness';

let h: Harness;
let alice: { cookie: string; id: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  const body = { provider: 'openai', apiKey: 'sk-reply-storage-0001' };
  expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice.cookie, body }))).status).toBe(201);
});
afterAll(() => h.fake.close());

describe('a model reply Postgres cannot store as sent', () => {
  it('is kept, with U+FFFD for a NUL or an unpaired surrogate, rather than lost', async () => {
    const created = await createSession(
      jsonRequest('/api/portal/sessions', { cookie: alice.cookie, body: { provider: 'openai', model: 'gpt-4o' } }),
    );
    const { session } = (await created.json()) as { session: { id: string } };
    h.fake.setReply('before <\u0000script> middle \ud800 after');
    const body = { sessionId: session.id, message: 'hello', provider: 'openai', model: 'gpt-4o' };
    const events = await readEvents(await chat(jsonRequest('/api/chat', { cookie: alice.cookie, body })));
    expect(events.at(-1)).toMatchObject({ type: 'done', assistantMessage: { status: 'complete' } });
    const stored = await h.db.query<{ content: string }>(
      `select content from chat_messages where session_id = $1 and role = 'assistant'`,
      [session.id],
    );
    expect(stored.rows).toEqual([{ content: 'before <\ufffdscript> middle \ufffd after' }]);
  });
});
