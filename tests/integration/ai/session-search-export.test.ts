import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportSession } from '@/app/api/portal/sessions/[id]/export/route';
import { GET as searchSessions } from '@/app/api/portal/sessions/search/route';
import { jsonRequest, startHarness, type Harness } from './chat-harness';

let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let sessionId: string;

const get = (url: string, cookie?: string) => jsonRequest(url, { method: 'GET', cookie });
const search = (q: string, cookie = alice.cookie) =>
  searchSessions(get(`/api/portal/sessions/search?q=${encodeURIComponent(q)}`, cookie));
const download = (id: string, format: string, cookie = alice.cookie) =>
  exportSession(get(`/api/portal/sessions/${encodeURIComponent(id)}/export?format=${format}`, cookie), {
    params: Promise.resolve({ id }),
  });

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
  const insert = async (sql: string, params: unknown[]) => (await h.db.query<{ id: string }>(sql, params)).rows[0]!.id;
  sessionId = await insert(
    `insert into chat_sessions (user_id, title, model, provider, created_at) values ($1, $2, 'gpt-4o', 'openai', '2026-11-20T10:00:00Z') returning id`,
    [alice.id, 'Ünïcode "plans"\n/../etc: <b>Lisbon</b>'],
  );
  await insert(
    `insert into chat_messages (session_id, role, content, created_at) values ($1, 'user', 'Where to eat in Alfama?', '2026-11-20T10:01:00Z') returning id`,
    [sessionId],
  );
  await insert(
    `insert into chat_messages (session_id, role, content, status, created_at) values ($1, 'assistant', $2, 'incomplete', '2026-11-20T10:02:00Z') returning id`,
    [sessionId, 'Try **pastéis de nata** near the <img src=x onerror=alert(1)> tram'],
  );
});
afterAll(() => h.fake.close());

describe('GET /api/portal/sessions/search', () => {
  it("finds the caller's session by message text, with the match as a marked text part", async () => {
    const response = await search('alfama');
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: sessionId, title: 'Ünïcode "plans"\n/../etc: <b>Lisbon</b>' });
    expect(results[0].snippet).toContainEqual({ text: 'Alfama', match: true });
  });

  it('finds nothing of another user, and refuses an empty, blank, too long or NUL query with a message', async () => {
    expect((await (await search('alfama', bob.cookie)).json()).results).toEqual([]);
    for (const q of ['', '   ', 'x'.repeat(201), 'a\u0000b']) {
      const response = await search(q);
      expect(response.status, JSON.stringify(q)).toBe(400);
      expect((await response.json()).message).toMatch(/search/i);
    }
    const missing = await searchSessions(get('/api/portal/sessions/search', alice.cookie));
    expect(missing.status).toBe(400);
    expect((await search('&|!:* "')).status).toBe(200);
    expect((await search('alfama')).status).toBe(200);
    expect((await searchSessions(get('/api/portal/sessions/search?q=alfama'))).status).toBe(401);
  });
});

describe('GET /api/portal/sessions/[id]/export', () => {
  it('downloads Markdown with a heading per message and a file name safe in a header', async () => {
    const response = await download(sessionId, 'md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toBe(
      `attachment; filename="Unicode-plans-etc-b-Lisbon-b.md"; filename*=UTF-8''%C3%9Cn%C3%AFcode-plans-etc-b-Lisbon-b.md`,
    );
    const markdown = await response.text();
    expect(markdown).toContain('# Ünïcode "plans" /../etc: <b>Lisbon</b>\n');
    expect(markdown).toContain('- Model: gpt-4o (openai)');
    expect(markdown).toContain('- Created: 2026-11-20 10:00 UTC');
    expect(markdown).toContain('## User · 2026-11-20 10:01 UTC\n\nWhere to eat in Alfama?');
    expect(markdown).toContain(
      '## Assistant · 2026-11-20 10:02 UTC (incomplete: the reply was cut short)\n\nTry **pastéis de nata**',
    );
  });

  it('downloads JSON with the session and every message, oldest first', async () => {
    const response = await download(sessionId, 'json');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Unicode-plans-etc-b-Lisbon-b\.json"/,
    );
    const body = await response.json();
    expect(body.session).toMatchObject({ id: sessionId, model: 'gpt-4o', provider: 'openai' });
    expect(new Date(body.session.createdAt).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(body.messages.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'incomplete'],
    ]);
    expect(body.messages[1].content).toBe('Try **pastéis de nata** near the <img src=x onerror=alert(1)> tram');
    expect(JSON.stringify(body)).not.toContain(alice.id);
  });

  it("answers 404 to another user's session and to made-up ids, 400 to an unknown format, 401 without a session", async () => {
    for (const format of ['md', 'json']) {
      const response = await download(sessionId, format, bob.cookie);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Alfama');
    }
    expect((await download('00000000-0000-4000-8000-000000000000', 'md')).status).toBe(404);
    expect((await download('../../etc/passwd', 'md')).status).toBe(404);
    expect((await download(sessionId, 'html')).status).toBe(400);
    expect((await download(sessionId, 'md', '')).status).toBe(401);
  });
});
