import { beforeAll, describe, expect, it } from 'vitest';
import { POST as collect } from '@/app/api/visit/route';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { VISIT_LIMIT } from '@/lib/visitors/collect';
import { openTestDatabase } from '../../support/database';

// The real collect route over a real PGlite with the production migrations, called with real
// Request objects stamped the way the server hook stamps the TCP peer.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let db: EmbeddedDatabase;
let nextAddress = 1;
beforeAll(async () => {
  db = await openTestDatabase();
  provideEmbeddedDatabase(db);
});

function beacon(body: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return collect(
    new Request('http://localhost/api/visit', {
      method: 'POST',
      headers: {
        host: 'localhost',
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        [PEER_HEADER]: peerStamp(options.address ?? `203.0.113.${nextAddress++}`),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

type Event = { path: string; visitor: string; referrer: string | null; device: string };
const events = async () =>
  (await db.query<Event>('select path, visitor, referrer, device from public.visit_events order by id')).rows;
const eventCount = async () => (await events()).length;

describe('POST /api/visit', () => {
  it('counts a view of a public page: 204, no cookie, and nothing stored names the visitor', async () => {
    const response = await beacon({ path: '/about', referrer: null }, { address: '198.51.100.77' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const [event] = await events();
    expect(event).toMatchObject({ path: '/about', referrer: null, device: 'desktop' });
    expect(event!.visitor).toMatch(/^[0-9a-f]{64}$/);
    const columns = await db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = 'visit_events' order by ordinal_position`,
    );
    expect(columns.rows.map((c) => c.name)).toEqual(['id', 'day', 'path', 'visitor', 'referrer', 'device']);
    const stored = await db.query<{ row: string }>('select row_to_json(e)::text as row from public.visit_events e');
    for (const { row } of stored.rows) {
      expect(row).not.toContain('198.51.100.77');
      expect(row).not.toContain('Chrome');
    }
  });

  it.each([
    ['a path that is no public page', { path: '/admin/dashboard' }],
    ['an unknown path', { path: '/nope' }],
    ['a path with a query', { path: '/about?utm=x' }],
    ['no path', { referrer: 'example.com' }],
    ['an extra field', { path: '/', userAgent: CHROME }],
    ['a referrer that is no string', { path: '/', referrer: 42 }],
    ['a body that is no JSON', 'path=/'],
  ])('answers %s with 400 and stores nothing', async (_, body) => {
    const before = await eventCount();
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a body over 1 KB and a post from another site, storing nothing', async () => {
    const before = await eventCount();
    expect((await beacon({ path: '/', referrer: `https://example.com/${'x'.repeat(1100)}` })).status).toBe(413);
    const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
    expect((await beacon({ path: '/' }, { headers: crossSite })).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('does not count robots, browsers without a user agent, or Sec-GPC: 1', async () => {
    const before = await eventCount();
    expect((await beacon({ path: '/' }, { headers: { 'user-agent': GOOGLEBOT } })).status).toBe(204);
    expect((await beacon({ path: '/' }, { headers: { 'user-agent': '' } })).status).toBe(204);
    expect((await beacon({ path: '/' }, { headers: { 'sec-gpc': '1' } })).status).toBe(204);
    expect(await eventCount()).toBe(before);
    // Sec-GPC with another value is no signal: counted.
    expect((await beacon({ path: '/' }, { headers: { 'sec-gpc': '0' } })).status).toBe(204);
    expect(await eventCount()).toBe(before + 1);
  });

  it('keeps the referring domain only, and no referral from the site itself', async () => {
    await beacon({ path: '/', referrer: 'https://www.News.Example.com/story?q=private+search' });
    await beacon({ path: '/', referrer: 'duckduckgo.com' });
    await beacon({ path: '/about', referrer: 'http://localhost/' });
    await beacon({ path: '/about', referrer: 'android-app://com.example' });
    expect((await events()).slice(-4).map((e) => e.referrer)).toEqual([
      'news.example.com',
      'duckduckgo.com',
      null,
      null,
    ]);
  });

  it('tells device classes apart from the user agent', async () => {
    await beacon({ path: '/donate' }, { headers: { 'user-agent': PHONE } });
    expect((await events()).at(-1)!.device).toBe('mobile');
  });

  it(`counts at most ${VISIT_LIMIT.max} views per address in 10 minutes; another address still counts`, async () => {
    const before = await eventCount();
    const statuses: number[] = [];
    for (let i = 0; i <= VISIT_LIMIT.max; i++)
      statuses.push((await beacon({ path: '/' }, { address: '192.0.2.50' })).status);
    expect(statuses.slice(0, VISIT_LIMIT.max)).toEqual(Array(VISIT_LIMIT.max).fill(204));
    expect(statuses.at(-1)).toBe(429);
    expect(await eventCount()).toBe(before + VISIT_LIMIT.max);
    expect((await beacon({ path: '/' }, { address: '192.0.2.51' })).status).toBe(204);
  });

  it('counts 120 views from one address with 120 user agents as at most 5 visitors', async () => {
    const before = (await events()).length;
    for (let i = 0; i < 120; i++) {
      const userAgent = CHROME.replace('142.0.0.0', `142.0.${i}.0`);
      await beacon({ path: '/' }, { address: '198.51.100.120', headers: { 'user-agent': userAgent } });
    }
    const added = (await events()).slice(before);
    // The view limit of the address stops the rest; of those counted, 5 distinct visitors at most.
    expect(added).toHaveLength(VISIT_LIMIT.max);
    expect(new Set(added.map((e) => e.visitor)).size).toBe(5);
    // Another address is other people: its visitor is new.
    await beacon({ path: '/' }, { address: '198.51.100.121' });
    expect(added.map((e) => e.visitor)).not.toContain((await events()).at(-1)!.visitor);
  });

  it('counts a referring site once per visitor a day: one address naming it 100 times counts it at most 5 times', async () => {
    const before = (await events()).length;
    for (let i = 0; i < 100; i++) {
      const userAgent = CHROME.replace('142.0.0.0', `143.0.${i}.0`);
      await beacon(
        { path: '/', referrer: 'https://buy-followers.example/' },
        { address: '198.51.100.130', headers: { 'user-agent': userAgent } },
      );
    }
    const added = (await events()).slice(before);
    expect(added).toHaveLength(100);
    expect(added.filter((e) => e.referrer === 'buy-followers.example')).toHaveLength(5);
  });

  it('gives one client one visitor hash a day, a new one once the salt rotates, and deletes the old salt', async () => {
    const view = async (userAgent = CHROME) => {
      await beacon({ path: '/portfolio' }, { address: '198.51.100.200', headers: { 'user-agent': userAgent } });
      return (await events()).at(-1)!.visitor;
    };
    const first = await view();
    expect(await view()).toBe(first);
    expect(await view(PHONE)).not.toBe(first);
    // The day ends: today's salt becomes yesterday's.
    await db.query('update private.visit_salts set day = day - 1');
    const nextDay = await view();
    expect(nextDay).not.toBe(first);
    const salts = await db.query<{ day: string }>('select day::text from private.visit_salts');
    expect(salts.rows).toHaveLength(1);
  });
});
