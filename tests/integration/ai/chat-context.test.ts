import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { fakeEmbedding } from '../../support/fake-provider';
import { jsonRequest, readEvents, startHarness, type Harness } from './chat-harness';

let h: Harness;
let alice: { cookie: string; id: string };

type Sent = { role: string; content: string };

/** A session of `turns` stored question/answer pairs, each message `size` bytes, oldest first. */
async function sessionWithHistory(model: string, turns: number, size: number): Promise<string> {
  const { rows } = await h.db.query<{ id: string }>(
    `insert into chat_sessions (user_id, model, provider) values ($1, $2, 'openai') returning id`,
    [alice.id, model],
  );
  const sessionId = rows[0]!.id;
  for (let i = 0; i < turns; i++)
    for (const [role, text, minutesAgo] of [
      ['user', `question ${i} `, (turns - i) * 2],
      ['assistant', `answer ${i} `, (turns - i) * 2 - 1],
    ] as const)
      await h.db.query(
        `insert into chat_messages (session_id, role, content, created_at)
         values ($1, $2, $3, now() - make_interval(mins => $4))`,
        [sessionId, role, text.padEnd(size, 'z'), minutesAgo],
      );
  return sessionId;
}

const providerMessages = () =>
  (h.fake.requests.find((r) => r.path === '/v1/chat/completions')!.body as { messages: Sent[] }).messages;

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', { cookie: alice.cookie, body: { provider: 'openai', apiKey: 'sk-context-0001' } }),
  );
  expect(saved.status).toBe(201);
  const memory = 'Alice prefers green tea over coffee';
  await h.db.query(`insert into memories (user_id, content, embedding) values ($1, $2, $3)`, [
    alice.id,
    memory,
    JSON.stringify(fakeEmbedding(memory)),
  ]);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('chat history is trimmed to fit the model context', () => {
  it('sends the memory, the newest turns and the new message, not the oldest turns, and says how many were left out', async () => {
    // gpt-3.5-turbo: 16,385 tokens less 4,096 for the reply. Each stored message is about 2,000
    // estimated tokens, so of 10 turns (40,000 tokens) only the newest 3 fit.
    const sessionId = await sessionWithHistory('gpt-3.5-turbo', 10, 6000);
    const message = 'Does Alice prefer green tea over coffee?';
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie: alice.cookie,
        body: { sessionId, message, provider: 'openai', model: 'gpt-3.5-turbo' },
      }),
    );
    const events = await readEvents(response);
    expect(events.at(-1)?.type).toBe('done');

    const sent = providerMessages();
    expect(sent[0]).toMatchObject({ role: 'system', content: expect.stringContaining('green tea') });
    expect(sent.at(-1)).toEqual({ role: 'user', content: message });
    const history = sent.slice(1, -1).map((m) => `${m.role}: ${m.content.split(' ').slice(0, 2).join(' ')}`);
    expect(history).toEqual([
      'user: question 7',
      'assistant: answer 7',
      'user: question 8',
      'assistant: answer 8',
      'user: question 9',
      'assistant: answer 9',
    ]);

    const firstKept = (
      await h.db.query<{ id: string }>(
        `select id from chat_messages where session_id = $1 and content like 'question 7 %'`,
        [sessionId],
      )
    ).rows[0]!.id;
    expect(events[0]).toMatchObject({ type: 'start', context: { omitted: 14, firstIncludedId: firstKept } });
  });

  it('reports nothing left out when the whole history fits', async () => {
    const sessionId = await sessionWithHistory('gpt-4o-mini', 10, 6000);
    const events = await readEvents(
      await chat(
        jsonRequest('/api/chat', {
          cookie: alice.cookie,
          body: { sessionId, message: 'and now?', provider: 'openai', model: 'gpt-4o-mini' },
        }),
      ),
    );
    expect(events[0]).toMatchObject({ type: 'start', context: { omitted: 0 } });
    expect(providerMessages().filter((m) => m.role !== 'system')).toHaveLength(21);
  });
});
