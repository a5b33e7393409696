import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { openTestDatabase } from '../../support/database';

// The rate-limit functions as someone holding only the public anon key calls them (Supabase
// grants them to anon): they must not let that caller insert many rows or pick huge windows.
let db: EmbeddedDatabase;
const bucket = (i: number) => `junk:${i.toString(16).padStart(32, '0')}`;

const asAnon = <T>(sql: string, params: unknown[]) =>
  db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return tx.query<T>(sql, params);
  });

const rows = async () =>
  (await db.query<{ n: number }>(`select count(*)::int as n from private.rate_limits where bucket like 'junk:%'`))
    .rows[0]!.n;

beforeAll(async () => {
  db = await openTestDatabase();
});

describe('rate-limit functions called with the anon key', () => {
  it('refuse a ten-year window, with a clear error, and store nothing', async () => {
    const tenYears = 10 * 365 * 86400;
    await expect(asAnon('select public.rate_limit_hit($1, $2)', [bucket(1), tenYears])).rejects.toThrow(
      'rate limit window must be between 1 second and 1 day (86400 seconds)',
    );
    await expect(asAnon('select public.rate_limit_check($1, $2, $3)', [bucket(1), 5, tenYears])).rejects.toThrow(
      /window must be between/,
    );
    const take = [{ bucket: bucket(2), max: 5, window_seconds: tenYears }];
    await expect(asAnon('select public.rate_limit_take($1)', [JSON.stringify(take)])).rejects.toMatchObject({
      code: '22023',
      message: expect.stringMatching(/window must be between/),
    });
    expect(await rows()).toBe(0);
  });

  it('refuse a take of a thousand buckets, with a clear error, and store nothing', async () => {
    const take = Array.from({ length: 1000 }, (_, i) => ({ bucket: bucket(i), max: 5, window_seconds: 60 }));
    await expect(asAnon('select public.rate_limit_take($1)', [JSON.stringify(take)])).rejects.toThrow(
      'rate_limit_take takes between 1 and 4 buckets per call',
    );
    expect(await rows()).toBe(0);
  });

  it('refuse an absurd maximum', async () => {
    const take = [{ bucket: bucket(3), max: 1_000_000_000, window_seconds: 60 }];
    await expect(asAnon('select public.rate_limit_take($1)', [JSON.stringify(take)])).rejects.toThrow(
      'rate limit maximum must be between 1 and 1000',
    );
    expect(await rows()).toBe(0);
  });

  it('still take what the app takes: two buckets, an hour at most', async () => {
    const take = [
      { bucket: bucket(4), max: 5, window_seconds: 3600 },
      { bucket: bucket(5), max: 20, window_seconds: 900 },
    ];
    const result = await asAnon<{ wait: number }>('select public.rate_limit_take($1) as wait', [JSON.stringify(take)]);
    expect(result.rows).toEqual([{ wait: 0 }]);
    expect(await rows()).toBe(2);
  });

  it('give back one attempt without ever inserting a row', async () => {
    await asAnon('select public.rate_limit_refund($1)', [bucket(4)]);
    await asAnon('select public.rate_limit_refund($1)', [bucket(99)]);
    const hits = await db.query<{ bucket: string; hits: number }>(
      `select bucket, hits from private.rate_limits where bucket like 'junk:%' order by bucket`,
    );
    expect(hits.rows).toEqual([
      { bucket: bucket(4), hits: 0 },
      { bucket: bucket(5), hits: 1 },
    ]);
  });
});

describe('the sweep of old counters', () => {
  it('finds old rows through an index on window_start', async () => {
    const plan = await db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `explain delete from private.rate_limits where window_start < now() - interval '1 day'`,
      );
    });
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan .*rate_limits_window_start|Bitmap Index Scan on rate_limits_window_start/);
  });
});
