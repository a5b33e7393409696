import 'server-only';
import type { RateLimitStore } from '@/lib/data/port';
import { addressBuckets, bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { signInBuckets } from '../throttle';
import type { PendingSignIn } from './types';

/**
 * Wrong codes at the second step of a sign-in. Only someone who has the password
 * gets here, so the limits are per pending sign-in and per address: an attacker with the password
 * cannot block the owner's own sign-in from elsewhere. The account itself has only a daily cap,
 * ten times what a person mistypes in a day, so nobody gets more than 50 guesses a day at a
 * million codes however many addresses they use.
 */
export const SECOND_STEP_LIMITS = {
  pendingSignIn: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 10, windowSeconds: 15 * 60 },
  accountDaily: { max: 50, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, Limit>;

export const TOO_MANY_FOR_THIS_SIGN_IN = 'Too many wrong codes for this sign-in. Sign in again with your password.';
const tooMany = (wait: string) => `Too many sign-in attempts. Try again in ${wait}.`;

/** The account's daily cap on wrong codes: the sign-in's and a signed-in session's share it. */
export const dailyCodeBucket = (userId: string): [string, Limit] => [
  bucketName('second-step-daily', userId),
  SECOND_STEP_LIMITS.accountDaily,
];

export type SecondStepBuckets = ReturnType<typeof secondStepBuckets>;

export function secondStepBuckets(pending: Pick<PendingSignIn, 'key' | 'userId' | 'email'>, clientAddress: string) {
  const signIn = signInBuckets(pending.email, clientAddress);
  return {
    pending: [bucketName('second-step-pending', pending.key), SECOND_STEP_LIMITS.pendingSignIn] as [string, Limit],
    // The sign-in throttle's "this account from this address": passwords and codes count together.
    accountFromAddress: signIn.account,
    address: addressBuckets('second-step-address', clientAddress, SECOND_STEP_LIMITS.address),
    daily: dailyCodeBucket(pending.userId),
    // Taken by the password step (lib/auth/throttle.ts); given back once the code is right too.
    signInAddress: signIn.address,
  };
}

/**
 * Counts one code attempt, before the code is checked. A pending sign-in out of tries is ended
 * (`endPending`): its owner signs in again with the password. Any other spent budget refuses
 * the try and leaves the pending sign-in its count.
 */
export async function takeCodeAttempt(
  store: RateLimitStore,
  buckets: SecondStepBuckets,
  endPending: () => Promise<void>,
): Promise<void> {
  try {
    await takeAttempt(store, [buckets.pending], () => TOO_MANY_FOR_THIS_SIGN_IN);
  } catch (error) {
    await endPending();
    throw error;
  }
  try {
    await takeAttempt(store, [...buckets.accountFromAddress, ...buckets.address, buckets.daily], tooMany);
  } catch (error) {
    await store.refund(buckets.pending[0]);
    throw error;
  }
}

/** A right code: this address starts afresh for the account, and the right try costs nothing. */
export async function settleRightCode(store: RateLimitStore, buckets: SecondStepBuckets): Promise<void> {
  await Promise.all([
    store.reset(buckets.pending[0]),
    ...buckets.accountFromAddress.map(([bucket]) => store.reset(bucket)),
    // Refunded, never reset: the owner's sign-in must not give an attacker a fresh budget.
    ...[...buckets.address, buckets.daily, ...buckets.signInAddress].map(([bucket]) => store.refund(bucket)),
  ]);
}
