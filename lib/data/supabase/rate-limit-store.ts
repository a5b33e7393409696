import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RateLimitStore } from '../port';
import { takeArgument } from '../rate-limit-take';
import { run } from './result';

/**
 * Counters in Postgres, shared by every app instance, reached with the anon key: the
 * functions are granted to anon (see migration 20261122000600), and bucket names are
 * HMACs under a server secret (lib/rate-limit.ts), so the anon key alone cannot aim at
 * anyone's bucket. No service-role key is needed.
 */
export function supabaseRateLimitStore(db: SupabaseClient): RateLimitStore {
  return {
    check: async (bucket, max, windowSeconds) =>
      (await run(
        db.rpc('rate_limit_check', { p_bucket: bucket, p_max: max, p_window_seconds: windowSeconds }),
      )) as number,
    hit: async (bucket, windowSeconds) => {
      await run(db.rpc('rate_limit_hit', { p_bucket: bucket, p_window_seconds: windowSeconds }));
    },
    take: async (buckets) => (await run(db.rpc('rate_limit_take', { p_buckets: takeArgument(buckets) }))) as number,
    reset: async (bucket) => {
      await run(db.rpc('rate_limit_reset', { p_bucket: bucket }));
    },
    refund: async (bucket) => {
      await run(db.rpc('rate_limit_refund', { p_bucket: bucket }));
    },
  };
}
