import type { RateLimitStore } from './port';

type Buckets = Parameters<RateLimitStore['take']>[0];

/** The argument of public.rate_limit_take (migration 20261122000900), the same for both adapters. */
export function takeArgument(buckets: Buckets) {
  return buckets.map(({ bucket, max, windowSeconds }) => ({ bucket, max, window_seconds: windowSeconds }));
}
