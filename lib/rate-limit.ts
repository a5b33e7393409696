import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import type { RateLimitStore } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { rateLimitAddress, widerNetwork } from '@/lib/http/rate-limit-address';
import { waitText } from './wait-text';

export type Limit = { max: number; windowSeconds: number };

let bucketKey: Buffer | undefined;

/**
 * Bucket names carry no personal data, and cannot be computed without the server's secret:
 * in supabase mode the counter functions are callable with the public anon key (migration
 * 20261122000600), so a plain hash of an address would let anyone reset that address's
 * throttle. The HMAC key is derived from the app secret (HKDF), never the encryption key itself.
 */
export function bucketName(kind: string, ...parts: string[]): string {
  bucketKey ??= Buffer.from(hkdfSync('sha256', getEncryptionSecret(), Buffer.alloc(0), 'rate-limit bucket names', 32));
  return `${kind}:${createHmac('sha256', bucketKey).update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
}

/**
 * How many /64 budgets an IPv6 /48 gets in all: enough for a household or office whose devices
 * use several /64s, while a client rotating through its 65,536 /64s gets no more than this.
 */
export const WIDER_NETWORK_FACTOR = 4;

/**
 * The buckets of one per-address limit: the client's address as the limits count it (an IPv6
 * address as its /64), and for IPv6 its /48 as well, with WIDER_NETWORK_FACTOR times the budget.
 * `parts` (an account, say) come before the address in the buckets' names.
 */
export function addressBuckets(
  kind: string,
  clientAddress: string,
  limit: Limit,
  ...parts: string[]
): [string, Limit][] {
  const buckets: [string, Limit][] = [[bucketName(kind, ...parts, rateLimitAddress(clientAddress)), limit]];
  const wider = widerNetwork(clientAddress);
  if (wider) buckets.push([bucketName(kind, ...parts, wider), { ...limit, max: limit.max * WIDER_NETWORK_FACTOR }]);
  return buckets;
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }

  override toResponse(): Response {
    return super.toResponse({ 'Retry-After': String(this.retryAfterSeconds) });
  }
}

/** public.rate_limit_take checks at most this many buckets per call (migration 20261124000200). */
const BUCKETS_PER_TAKE = 4;

/**
 * Counts one attempt in every bucket, or throws RateLimitedError and counts nothing when any
 * is spent: the check and the count in one atomic database call per BUCKETS_PER_TAKE buckets
 * (an IPv6 client's /64 and /48 double a caller's address buckets); a later call refused gives
 * back what the earlier ones counted.
 */
export async function takeAttempt(
  store: RateLimitStore,
  buckets: [string, Limit][],
  message: (wait: string) => string,
) {
  const taken: string[] = [];
  for (let at = 0; at < buckets.length; at += BUCKETS_PER_TAKE) {
    const group = buckets.slice(at, at + BUCKETS_PER_TAKE);
    const wait = await store.take(
      group.map(([bucket, limit]) => ({ bucket, max: limit.max, windowSeconds: limit.windowSeconds })),
    );
    if (wait > 0) {
      await Promise.all(taken.map((bucket) => store.refund(bucket)));
      throw new RateLimitedError(message(waitText(wait)), wait);
    }
    taken.push(...group.map(([bucket]) => bucket));
  }
}
