import { beforeAll, describe, expect, it } from 'vitest';
import { POST as collect } from '@/app/api/visit/route';
import { createEmbeddedData } from '@/lib/data/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import type { Caller } from '@/lib/data/port';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { createUser, openTestDatabase } from '../../support/database';

// The whole site's daily cap on counted page views, through the real collect route and the
// figures as an admin reads them. The cap is lowered for the test, as the owner could in SQL.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
let db: EmbeddedDatabase;
let owner: Caller;

const beacon = (address: string) =>
  collect(
    new Request('http://localhost/api/visit', {
      method: 'POST',
      headers: {
        host: 'localhost',
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
        [PEER_HEADER]: peerStamp(address),
      },
      body: JSON.stringify({ path: '/' }),
    }),
  );
const eventCount = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from public.visit_events')).rows[0]!.n;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  provideEmbeddedDatabase(db);
  owner = (await createUser(db, 'owner@example.com')).caller;
});

describe("the site's daily cap on counted page views", () => {
  it('stops counting at the cap, and the figures say on which day and how many were not counted', async () => {
    await db.query('update private.visit_limits set views_per_day = 10');
    for (let i = 1; i <= 13; i++) expect((await beacon(`203.0.113.${i}`)).status).toBe(204);
    expect(await eventCount()).toBe(10);

    const figures = await createEmbeddedData(db).forCaller(owner).visitors.figures({ days: 30 });
    expect(figures.viewsPerDayCap).toBe(10);
    expect(figures.capped).toEqual([{ day: figures.today, notCounted: 3 }]);
    expect(figures.days.at(-1)).toMatchObject({ views: 10, visitors: 10 });
  });

  it('a past day that reached the cap stays listed; once the cap is raised, views count again', async () => {
    await db.query(`update private.visit_limits set views_per_day = 20000`);
    await db.query(`update private.visit_day_tallies set day = day - 1`);
    const figures = await createEmbeddedData(db).forCaller(owner).visitors.figures({ days: 30 });
    expect(figures.capped).toHaveLength(1);
    expect(figures.capped[0]!.day).not.toBe(figures.today);
    await beacon('203.0.113.50');
    expect(await eventCount()).toBe(11);
  });
});
