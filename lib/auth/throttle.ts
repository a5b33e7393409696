import 'server-only';
import { signInSchema } from '@/lib/auth/schemas';
import type { RateLimitStore } from '@/lib/data/port';
import { addressBuckets, takeAttempt, type Limit } from '@/lib/rate-limit';
import { needsSecondStep, type AuthAdapter, type CookieJar, type SignInOutcome } from './types';

// Failed sign-ins are limited per account *from one address*, and per address across
// accounts. There is deliberately no per-account limit across all addresses: an attacker
// could use it to lock the real owner out. `address` is the client's (lib/http/client-address);
// an IPv6 one counts as its /64, and its /48 with a looser budget (lib/rate-limit addressBuckets).
export const SIGN_IN_LIMITS = {
  accountFromAddress: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;
export const SIGN_UP_LIMIT: Limit = { max: 5, windowSeconds: 60 * 60 };

export type SignInBuckets = { account: [string, Limit][]; address: [string, Limit][] };

/** The sign-in throttle's buckets: this account from this address, and this address (the second step counts in the first too). */
export function signInBuckets(email: string, clientAddress: string): SignInBuckets {
  return {
    account: addressBuckets('sign-in-account', clientAddress, SIGN_IN_LIMITS.accountFromAddress, email),
    address: addressBuckets('sign-in-address', clientAddress, SIGN_IN_LIMITS.address),
  };
}

export async function throttledSignIn(
  auth: AuthAdapter,
  store: RateLimitStore,
  request: { jar: CookieJar; input: { email: string; password: string }; address: string },
): Promise<SignInOutcome> {
  const email = signInSchema.shape.email.safeParse(request.input.email).data ?? String(request.input.email);
  const { account, address } = signInBuckets(email, request.address);
  // Taken before the password is checked, in one atomic call: concurrent attempts cannot all
  // pass a check that only counts them afterwards.
  await takeAttempt(store, [...account, ...address], (wait) => `Too many sign-in attempts. Try again in ${wait}.`);
  const outcome = await auth.signIn(request.jar, request.input);
  // A password that only opened the second step signed nobody in: the attempt stays counted
  // until the code is right too (./second-factor/service.ts settles it then).
  if (needsSecondStep(outcome)) return outcome;
  // Only failures spend the budget: a success forgets this account's failures from here and
  // gives the address its attempt back (people behind one address sign in all day).
  await Promise.all([...account.map(([b]) => store.reset(b)), ...address.map(([b]) => store.refund(b))]);
  return outcome;
}

export async function throttledSignUp(
  auth: AuthAdapter,
  store: RateLimitStore,
  request: { input: { email: string; password: string }; address: string },
): Promise<{ email: string; confirmationSent?: boolean }> {
  await takeAttempt(
    store,
    addressBuckets('sign-up-address', request.address, SIGN_UP_LIMIT),
    (wait) => `Too many registration attempts. Try again in ${wait}.`,
  );
  return auth.signUp(request.input);
}
