import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { jsonRequest, readEvents, startHarness, type Harness } from './chat-harness';

// Issue #17 point 10: a turn used to read its session row about four times (the history's
// owner check, the title, the owner check of each message insert, the final state). Now one
// repository call returns the session with its history. Every statement the app sends to the
// database is recorded here (the real PGlite, as the chat route runs it).
let h: Harness;
let cookie: string;
const statements: string[] = [];

const readsOfSessionRow = () =>
  statements.filter(
    (sql) =>
      /chat_session_with_history/.test(sql) ||
      (/^\s*select\b/i.test(sql) && /\bfrom\s+(public\.)?chat_sessions\b/i.test(sql)),
  ).length;

beforeAll(async () => {
  h = await startHarness();
  const record = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key === 'query' || key === 'exec') {
          return (sql: string, ...rest: unknown[]) => {
            statements.push(sql);
            return (value as (...args: unknown[]) => unknown).call(target, sql, ...rest);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const transaction = h.db.transaction.bind(h.db);
  h.db.transaction = (work) => transaction((tx) => work(record(tx)));
  ({ cookie } = await h.signIn('reader@example.com'));
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', { cookie, body: { provider: 'openai', apiKey: 'sk-test-reader-key-0001' } }),
  );
  expect(saved.status).toBe(201);
});
afterAll(() => h.fake.close());

it('reads the session row once per turn, the first turn of a session and a later one alike', async () => {
  const created = await createSession(
    jsonRequest('/api/portal/sessions', { cookie, body: { provider: 'openai', model: 'gpt-4o-mini' } }),
  );
  const { session } = (await created.json()) as { session: { id: string } };

  for (const message of ['Hello there', 'And again']) {
    statements.length = 0;
    const response = await chat(
      jsonRequest('/api/chat', {
        cookie,
        body: { sessionId: session.id, message, provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.at(-1)?.type).toBe('done');
    expect(readsOfSessionRow()).toBe(1);
  }
});
