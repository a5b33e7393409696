import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as readSession } from '@/app/api/portal/sessions/[id]/route';
import { GET as searchSessions } from '@/app/api/portal/sessions/search/route';
import { jsonRequest, startHarness, type Harness } from './chat-harness';

// A long chat is read a page at a time: the latest messages, a cursor for older ones, and the
// page around one message (search's "jump to message").
const TOTAL = 130;
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let sessionId: string;
let ids: string[];
// The stored order: by time, then id.
let ordered: string[];

type Page = {
  messages: { id: string; content: string }[];
  older: string | null;
  newer: string | null;
};

const read = async (query: string, cookie = alice.cookie, id = sessionId) =>
  readSession(jsonRequest(`/api/portal/sessions/${id}${query}`, { method: 'GET', cookie }), {
    params: Promise.resolve({ id }),
  });
const page = async (query = '') => {
  const response = await read(query);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};
const idsOf = (p: Page) => p.messages.map((m) => m.id);

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  const session = await h.db.query<{ id: string }>(
    `insert into chat_sessions (user_id, title, model, provider) values ($1, 'Long', 'gpt-4o', 'openai') returning id`,
    [alice.id],
  );
  sessionId = session.rows[0]!.id;
  // Two messages share each timestamp, so the order must also use the id.
  const rows = await h.db.query<{ id: string }>(
    `insert into chat_messages (session_id, role, content, created_at)
     select $1, case when n % 2 = 0 then 'user' else 'assistant' end, 'message ' || n || case when n = 7 then ' zanzibar' else '' end,
            timestamptz '2026-11-01T00:00:00Z' + (n / 2) * interval '1 minute'
     from generate_series(0, ${TOTAL - 1}) n returning id`,
    [sessionId],
  );
  ids = rows.rows.map((row) => row.id);
  const stored = await h.db.query<{ id: string }>(
    'select id from chat_messages where session_id = $1 order by created_at, id',
    [sessionId],
  );
  ordered = stored.rows.map((row) => row.id);
});
afterAll(() => h.fake.close());

describe('GET /api/portal/sessions/[id] in pages', () => {
  it('returns the latest page with a cursor, and older pages follow to the first message', async () => {
    const latest = await page();
    expect(latest.messages.length).toBeLessThan(TOTAL);
    expect(idsOf(latest).at(-1)).toBe(ordered.at(-1));
    expect(latest.newer).toBeNull();
    expect(latest.older).toEqual(expect.any(String));
    const seen = idsOf(latest);
    let cursor = latest.older;
    while (cursor) {
      const older = await page(`?before=${encodeURIComponent(cursor)}`);
      seen.unshift(...idsOf(older));
      cursor = older.older;
    }
    expect(seen).toEqual(ordered);
  });

  it('returns the page around a message, with cursors both ways', async () => {
    const around = await page(`?around=${ids[7]}`);
    expect(around.messages.map((m) => m.id)).toContain(ids[7]);
    expect(around.older).toBeNull();
    expect(around.newer).toEqual(expect.any(String));
    const newer = await page(`?after=${encodeURIComponent(around.newer!)}`);
    expect(idsOf(newer)[0]).toBe(ordered[ordered.indexOf(idsOf(around).at(-1)!) + 1]);
  });

  it("counts the tokens of the replies before the page, so the chat's totals stay whole", async () => {
    await h.db.query(
      `update chat_messages set input_tokens = 10, output_tokens = 5, provider = 'openai', model = 'gpt-4o'
       where session_id = $1 and content in ('message 1', 'message 3')`,
      [sessionId],
    );
    const latest = (await page()) as Page & { usageBefore: unknown };
    expect(latest.usageBefore).toEqual([
      { provider: 'openai', model: 'gpt-4o', inputTokens: 10 * 2, outputTokens: 5 * 2 },
    ]);
  });

  it("refuses another user's session pages as not found", async () => {
    for (const query of ['', `?before=${ids[100]}`, `?around=${ids[7]}`]) {
      const response = await read(query, bob.cookie);
      expect(response.status, query).toBe(404);
    }
    expect((await read('?before=not-a-cursor')).status).toBe(400);
  });

  it('names the matching message of a search hit, so the chat can open at it', async () => {
    const response = await searchSessions(
      jsonRequest('/api/portal/sessions/search?q=zanzibar', { method: 'GET', cookie: alice.cookie }),
    );
    const { results } = await response.json();
    expect(results[0]).toMatchObject({ id: sessionId, messageId: ids[7] });
  });
});
