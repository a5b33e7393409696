import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedData } from '@/lib/data/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { anonymous, type Caller, type DataPort } from '@/lib/data/port';
import { periodTotals } from '@/lib/visitors/summary';
import { createUser, openTestDatabase } from '../../support/database';

// Roll-up, retention and the figures, on PGlite with the production migrations. Past days are
// written straight into the tables (as the owner), since the database's clock cannot be moved.
let db: EmbeddedDatabase;
let data: DataPort;
let owner: Caller;
let editor: Caller;
let today: string;

const visitor = (n: number) => n.toString(16).padStart(64, '0');
const daysAgo = (n: number) => `(current_date - ${n})`;

async function addEvents(
  ago: number,
  rows: [path: string, visitor: number, referrer: string | null, device: string][],
) {
  for (const [path, who, referrer, device] of rows) {
    await db.query(
      `insert into public.visit_events (day, path, visitor, referrer, device) values (${daysAgo(ago)}, $1, $2, $3, $4)`,
      [path, visitor(who), referrer, device],
    );
  }
}
const rawDays = async () =>
  (
    await db.query<{ ago: number }>('select distinct current_date - day as ago from public.visit_events order by 1')
  ).rows.map((r) => r.ago);
const dailyDays = async () =>
  (await db.query<{ ago: number }>('select current_date - day as ago from public.visit_days order by 1')).rows.map(
    (r) => r.ago,
  );

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  // The embedded database runs in UTC, as the figures do.
  today = (await db.query<{ today: string }>(`select private.visits_today()::text as today`)).rows[0]!.today;
  expect(today).toBe((await db.query<{ d: string }>('select current_date::text as d')).rows[0]!.d);
  data = createEmbeddedData(db);
  owner = (await createUser(db, 'owner@example.com')).caller;
  editor = (await createUser(db, 'editor@example.com', { isAdmin: false })).caller;

  await addEvents(0, [
    ['/', 1, 'news.example.com', 'desktop'],
    ['/about', 1, null, 'desktop'],
    ['/about', 2, null, 'mobile'],
  ]);
  await addEvents(1, [
    ['/', 3, 'duckduckgo.com', 'mobile'],
    ['/about', 3, null, 'mobile'],
    ['/portfolio', 4, 'news.example.com', 'tablet'],
  ]);
  await addEvents(8, [['/donate', 5, null, 'desktop']]);
  await addEvents(31, [
    ['/', 6, null, 'desktop'],
    ['/about', 7, null, 'desktop'],
  ]);
  // Daily rows of long ago: one just inside 25 months, one outside.
  await db.query(`insert into public.visit_days values ((current_date - interval '24 months')::date, 9, 9)`);
  await db.query(
    `insert into public.visit_days values ((current_date - interval '25 months' - interval '1 day')::date, 9, 9)`,
  );
  await db.query(
    `insert into public.visit_day_counts values ((current_date - interval '25 months' - interval '1 day')::date, 'page', '/', 9, 9)`,
  );
});

describe('roll-up and retention', () => {
  it('before any read, nothing is rolled up', async () => {
    expect(await rawDays()).toEqual([0, 1, 8, 31]);
    expect(await dailyDays()).toHaveLength(2);
  });

  it('reading the figures rolls finished days up, then drops raw rows over 30 days and daily rows over 25 months', async () => {
    await data.forCaller(owner).visitors.figures({ days: 30 });
    expect(await rawDays()).toEqual([0, 1, 8]);
    const daily = await db.query<{ ago: number; views: number; visitors: number }>(
      `select current_date - day as ago, views, visitors from public.visit_days where day > current_date - 40 order by 1`,
    );
    // Day 31 was rolled up before its raw rows went; today is not finished, so not rolled up.
    expect(daily.rows).toEqual([
      { ago: 1, views: 3, visitors: 2 },
      { ago: 8, views: 1, visitors: 1 },
      { ago: 31, views: 2, visitors: 2 },
    ]);
    const old = await db.query<{ n: number }>(
      `select count(*)::int as n from public.visit_days where day < (current_date - interval '25 months')::date`,
    );
    expect(old.rows[0]!.n).toBe(0);
    expect(
      (await db.query(`select 1 from public.visit_days where day = (current_date - interval '24 months')::date`)).rows,
    ).toHaveLength(1);
    const counts = await db.query<{ dimension: string; value: string; views: number; visitors: number }>(
      `select dimension, value, views, visitors from public.visit_day_counts where day = current_date - 1 order by 1, 2`,
    );
    expect(counts.rows).toEqual([
      { dimension: 'device', value: 'mobile', views: 2, visitors: 1 },
      { dimension: 'device', value: 'tablet', views: 1, visitors: 1 },
      { dimension: 'page', value: '/', views: 1, visitors: 1 },
      { dimension: 'page', value: '/about', views: 1, visitors: 1 },
      { dimension: 'page', value: '/portfolio', views: 1, visitors: 1 },
      { dimension: 'referrer', value: 'duckduckgo.com', views: 1, visitors: 1 },
      { dimension: 'referrer', value: 'news.example.com', views: 1, visitors: 1 },
    ]);
  });

  it('rolling up again changes nothing', async () => {
    const before = await db.query('select * from public.visit_days order by day');
    await data.forCaller(owner).visitors.figures({ days: 30 });
    expect((await db.query('select * from public.visit_days order by day')).rows).toEqual(before.rows);
  });
});

describe('the figures', () => {
  it('give 60 days ending today, today live from the raw rows', async () => {
    const figures = await data.forCaller(owner).visitors.figures({ days: 30 });
    expect(figures.today).toBe(today);
    expect(figures.days).toHaveLength(60);
    expect(figures.days.at(-1)).toEqual({ day: today, views: 3, visitors: 2, inquiries: 0 });
    expect(figures.days.at(-2)).toMatchObject({ views: 3, visitors: 2 });
    expect(figures.days.at(-32)).toMatchObject({ views: 2, visitors: 2 });
  });

  it('rank top pages, referrers and devices over the last 30 days, rolled-up and live days together', async () => {
    const figures = await data.forCaller(owner).visitors.figures({ days: 30 });
    expect(figures.pages).toEqual([
      { path: '/about', views: 3, visitors: 3 },
      { path: '/', views: 2, visitors: 2 },
      { path: '/donate', views: 1, visitors: 1 },
      { path: '/portfolio', views: 1, visitors: 1 },
    ]);
    expect(figures.referrers).toEqual([
      { domain: 'news.example.com', views: 2, visitors: 2 },
      { domain: 'duckduckgo.com', views: 1, visitors: 1 },
    ]);
    expect(figures.devices).toEqual([
      { device: 'desktop', views: 3, visitors: 2 },
      { device: 'mobile', views: 3, visitors: 2 },
      { device: 'tablet', views: 1, visitors: 1 },
    ]);
  });

  it('make totals for today, 7 and 30 days with the change against the period before', async () => {
    const { days } = await data.forCaller(owner).visitors.figures({ days: 30 });
    const [todayTotal, week, month] = periodTotals(days);
    expect(todayTotal).toMatchObject({ views: 3, visitors: 2, previous: { views: 3, visitors: 2 } });
    expect(todayTotal!.change).toEqual({ views: 0, visitors: 0 });
    // 7 days: today and yesterday (6 views); the 7 before: day 8 (1 view).
    expect(week).toMatchObject({ views: 6, visitors: 4, previous: { views: 1, visitors: 1 } });
    expect(week!.change).toEqual({ views: 5, visitors: 3 });
    // 30 days: 7 views; the 30 before: day 31 (2 views).
    expect(month).toMatchObject({ views: 7, visitors: 5, previous: { views: 2, visitors: 2 } });
    expect(month!.change.views).toBeCloseTo(2.5);
  });

  it('count inquiries per day beside the views, spam left out', async () => {
    const inquiry = (status: string, at = 'now()') =>
      db.query(
        `insert into public.inquiries (created_at, idempotency_key, topic, name, email, message, status)
         values (${at}, gen_random_uuid(), 'tech', 'Pat', 'pat@example.com', 'Please call me back.', $1)`,
        [status],
      );
    for (const status of ['new', 'replied', 'spam']) await inquiry(status);
    await inquiry('new', `now() - interval '1 day'`);
    const figures = await data.forCaller(owner).visitors.figures({ days: 30 });
    expect(figures.inquiriesTracked).toBe(true);
    expect(figures.days.at(-1)!.inquiries).toBe(2);
    expect(figures.days.at(-2)!.inquiries).toBe(1);
    expect(periodTotals(figures.days)[1]).toMatchObject({ inquiries: 3 });
    await db.exec('delete from public.inquiries');
  });

  it('are for admins only', async () => {
    await expect(data.forCaller(editor).visitors.figures({ days: 30 })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(data.forCaller(anonymous).visitors.figures({ days: 30 })).rejects.toMatchObject({ code: 'forbidden' });
  });
});
