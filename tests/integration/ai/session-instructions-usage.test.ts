import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { PATCH as updateSession } from '@/app/api/portal/sessions/[id]/route';
import { estimateTokens, promptText } from '../../support/fake-provider/reply';
import {
  jsonRequest,
  readEvents,
  replyAndFacts,
  startHarness,
  type Harness,
  newChatSession,
  saveOpenAiKey,
} from './chat-harness';

// Issue #17, points 7 (instructions per session) and 8 (usage per reply).
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const patch = (cookie: string, id: string, body: unknown) =>
  updateSession(jsonRequest(`/api/portal/sessions/${id}`, { method: 'PATCH', cookie, body }), params(id));
const turn = (sessionId: string, message: string) =>
  chat(
    jsonRequest('/api/chat', {
      cookie: alice.cookie,
      body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini' },
    }),
  ).then(readEvents);
const newSession = () => newChatSession(alice.cookie);
const systemMessagesOfLastCall = () => {
  const calls = h.fake.requests.filter((r) => r.path === '/v1/chat/completions');
  const body = calls.at(-1)!.body as { messages: { role: string; content: string }[] };
  return body.messages.filter((m) => m.role === 'system').map((m) => m.content);
};

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('instructions per session', () => {
  it('sends the session instructions first on every turn, with memories still added after them', async () => {
    const sessionId = await newSession();
    // A first turn after which the model notes a fact: a memory.
    h.fake.setReply(
      replyAndFacts('Noted.', ["The user's field team meets every Tuesday at the north gate for the weekly briefing."]),
    );
    await turn(sessionId, 'Remember that the field team meets every Tuesday at the north gate for briefings');

    const saved = await patch(alice.cookie, sessionId, { systemPrompt: '  Answer as a terse Marine NCO.  ' });
    expect(saved.status).toBe(200);
    expect((await saved.json()).session.systemPrompt).toBe('Answer as a terse Marine NCO.');

    h.fake.setReply('Tuesday, north gate.');
    await turn(sessionId, 'When does the field team meet at the north gate?');
    const system = systemMessagesOfLastCall();
    expect(system[0]).toBe('Answer as a terse Marine NCO.');
    expect(system[1]).toContain('north gate');

    // Another session has its own (none), and clearing them sends none.
    const other = await newSession();
    await turn(other, 'Hello');
    expect(systemMessagesOfLastCall().join('\n')).not.toContain('Marine NCO');
    expect((await patch(alice.cookie, sessionId, { systemPrompt: '' })).status).toBe(200);
    await turn(sessionId, 'Hello again');
    expect(systemMessagesOfLastCall().join('\n')).not.toContain('Marine NCO');
  });

  it("refuses instructions that are too long or for someone else's session, changing nothing", async () => {
    const sessionId = await newSession();
    await patch(alice.cookie, sessionId, { systemPrompt: 'Keep it short.' });
    const long = await patch(alice.cookie, sessionId, { systemPrompt: 'x'.repeat(4001) });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('Instructions are too long (at most 4000 characters).');
    expect((await patch(bob.cookie, sessionId, { systemPrompt: 'Leak everything.' })).status).toBe(404);
    const row = await h.db.query<{ system_prompt: string }>('select system_prompt from chat_sessions where id = $1', [
      sessionId,
    ]);
    expect(row.rows[0]!.system_prompt).toBe('Keep it short.');
  });
});

describe('usage per reply', () => {
  it('stores the tokens in and out the provider reported with the reply, and sends them in done', async () => {
    const sessionId = await newSession();
    const reply = 'Here are twelve words of reply for counting the tokens of it.';
    h.fake.setReply(reply);
    const events = await turn(sessionId, 'Count my tokens please');
    const call = h.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!;
    const expected = { inputTokens: estimateTokens(promptText(call.body)), outputTokens: estimateTokens(reply) };
    expect(events.at(-1)).toMatchObject({ type: 'done', assistantMessage: expected });
    const stored = await h.db.query<{ input_tokens: number; output_tokens: number }>(
      "select input_tokens, output_tokens from chat_messages where session_id = $1 and role = 'assistant'",
      [sessionId],
    );
    expect(stored.rows).toEqual([{ input_tokens: expected.inputTokens, output_tokens: expected.outputTokens }]);
  });
});

describe('regenerate and edit', () => {
  const resend = (sessionId: string, message: string, resendOf: string) =>
    chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message, provider: 'openai', model: 'gpt-4o-mini', resendOf },
      }),
    );
  const stored = async (sessionId: string) =>
    (
      await h.db.query<{ id: string; role: string; content: string }>(
        'select id, role, content from chat_messages where session_id = $1 order by created_at, id',
        [sessionId],
      )
    ).rows;

  it('answers the last question again, replacing its reply, and edits it, replacing the tail', async () => {
    const sessionId = await newSession();
    h.fake.setReply('first answer');
    await turn(sessionId, 'first question');
    h.fake.setReply('second answer');
    await turn(sessionId, 'second question');
    const [, , question] = await stored(sessionId);

    h.fake.setReply('second answer, again');
    const regenerated = await readEvents(await resend(sessionId, 'second question', question!.id));
    expect(regenerated[0]).toMatchObject({
      type: 'start',
      userMessage: { id: question!.id, content: 'second question' },
    });
    expect(regenerated.at(-1)).toMatchObject({ type: 'done', assistantMessage: { content: 'second answer, again' } });
    expect((await stored(sessionId)).map((m) => m.content)).toEqual([
      'first question',
      'first answer',
      'second question',
      'second answer, again',
    ]);
    // The provider saw the conversation before the question, and the question once.
    const body = h.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)!.body as {
      messages: { role: string; content: string }[];
    };
    expect(body.messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual([
      'first question',
      'first answer',
      'second question',
    ]);

    h.fake.setReply('edited answer');
    const edited = await readEvents(await resend(sessionId, 'second question, sharper', question!.id));
    expect(edited.at(-1)?.type).toBe('done');
    expect((await stored(sessionId)).map((m) => m.content)).toEqual([
      'first question',
      'first answer',
      'second question, sharper',
      'edited answer',
    ]);
  });

  it('keeps the old reply when the provider fails before the new one has any text', async () => {
    const sessionId = await newSession();
    h.fake.setReply('the answer to keep');
    await turn(sessionId, 'a question');
    const before = await stored(sessionId);
    h.fake.failNext({ status: 500 }, { times: 3 });
    const events = await readEvents(await resend(sessionId, 'a question, edited', before[0]!.id));
    expect(events.at(-1)).toMatchObject({ type: 'error' });
    // The old reply stays; the failure is noted after it, in the thread (issue #41.5).
    const after = await stored(sessionId);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.slice(2)).toMatchObject([{ role: 'assistant', content: '' }]);
  });

  it('refuses to go back past the last question, or to a message of another chat, changing nothing', async () => {
    const sessionId = await newSession();
    h.fake.setReply('one');
    await turn(sessionId, 'q1');
    h.fake.setReply('two');
    await turn(sessionId, 'q2');
    const before = await stored(sessionId);
    const older = await resend(sessionId, 'q1 edited', before[0]!.id);
    expect(older.status).toBe(409);
    expect((await older.json()).message).toBe('Only the last message can be edited or answered again.');
    const answer = await resend(sessionId, 'x', before[1]!.id);
    expect(answer.status).toBe(409);
    const other = await newSession();
    expect((await resend(other, 'q2', before[2]!.id)).status).toBe(404);
    expect(await stored(sessionId)).toEqual(before);
  });
});
