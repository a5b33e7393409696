import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import { clientAddress } from '@/lib/http/client-address';
import { addressBuckets, bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';

// Per user, so one account cannot run up its owner's provider bill; per address as well, so
// several accounts behind one client cannot multiply that. The counters live in the database
// (private.rate_limits), so every app instance shares them.
export const CHAT_LIMITS = {
  user: { max: 30, windowSeconds: 60 },
  address: { max: 60, windowSeconds: 60 },
} satisfies Record<string, Limit>;

/** Counts one chat turn for the user and their address, or refuses it (429) when either is spent. */
export async function takeChatTurn(user: Pick<AuthUser, 'id'>, headers: Headers): Promise<void> {
  const buckets: [string, Limit][] = [
    [bucketName('chat-user', user.id), CHAT_LIMITS.user],
    ...addressBuckets('chat-address', clientAddress(headers), CHAT_LIMITS.address),
  ];
  await takeAttempt((await getData()).rateLimits, buckets, (wait) => `Too many messages. Try again in ${wait}.`);
}
