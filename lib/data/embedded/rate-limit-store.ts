import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { RateLimitStore } from '../port';

/** The server's own counters: runs as the database owner, like the service role on Supabase. */
export function embeddedRateLimitStore(db: PGlite): RateLimitStore {
  return {
    check: async (bucket, max, windowSeconds) =>
      (await db.query<{ wait: number }>('select public.rate_limit_check($1, $2, $3) as wait', [bucket, max, windowSeconds])).rows[0]!.wait,
    hit: async (bucket, windowSeconds) => {
      await db.query('select public.rate_limit_hit($1, $2)', [bucket, windowSeconds]);
    },
    reset: async (bucket) => {
      await db.query('select public.rate_limit_reset($1)', [bucket]);
    },
  };
}
