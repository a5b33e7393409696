import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { RateLimitStore } from '../../port';
import { takeArgument } from '../../rate-limit-take';

/** The server's own counters: runs as the database owner, like the service role on Supabase. */
export function embeddedRateLimitStore(db: PGlite): RateLimitStore {
  return {
    check: async (bucket, max, windowSeconds) =>
      (
        await db.query<{ wait: number }>('select public.rate_limit_check($1, $2, $3) as wait', [
          bucket,
          max,
          windowSeconds,
        ])
      ).rows[0]!.wait,
    hit: async (bucket, windowSeconds) => {
      await db.query('select public.rate_limit_hit($1, $2)', [bucket, windowSeconds]);
    },
    take: async (buckets) =>
      (
        await db.query<{ wait: number }>('select public.rate_limit_take($1) as wait', [
          JSON.stringify(takeArgument(buckets)),
        ])
      ).rows[0]!.wait,
    reset: async (bucket) => {
      await db.query('select public.rate_limit_reset($1)', [bucket]);
    },
    refund: async (bucket) => {
      await db.query('select public.rate_limit_refund($1)', [bucket]);
    },
  };
}
