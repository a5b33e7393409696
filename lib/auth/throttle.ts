import 'server-only';
import { signInSchema } from '@/lib/auth/schemas';
import type { RateLimitStore } from '@/lib/data/port';
import { isAppError } from '@/lib/errors';
import { assertAllowed, bucketName, countAttempt, takeAttempt, type Limit } from '@/lib/rate-limit';
import type { AuthAdapter, AuthUser, CookieJar } from './types';

// Failed sign-ins are limited per account *from one address*, and per address across
// accounts. There is deliberately no per-account limit across all addresses: an attacker
// could use it to lock the real owner out.
export const SIGN_IN_LIMITS = {
  accountFromAddress: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;
export const SIGN_UP_LIMIT: Limit = { max: 5, windowSeconds: 60 * 60 };

export async function throttledSignIn(
  auth: AuthAdapter,
  store: RateLimitStore,
  request: { jar: CookieJar; input: { email: string; password: string }; address: string },
): Promise<AuthUser> {
  const email = signInSchema.shape.email.safeParse(request.input.email).data ?? String(request.input.email);
  const buckets: [string, Limit][] = [
    [bucketName('sign-in-account', email, request.address), SIGN_IN_LIMITS.accountFromAddress],
    [bucketName('sign-in-address', request.address), SIGN_IN_LIMITS.address],
  ];
  await assertAllowed(store, buckets, (wait) => `Too many sign-in attempts. Try again in ${wait}.`);
  try {
    const user = await auth.signIn(request.jar, request.input);
    await store.reset(buckets[0]![0]);
    return user;
  } catch (error) {
    if (isAppError(error) && error.code === 'unauthorized') await countAttempt(store, buckets);
    throw error;
  }
}

export async function throttledSignUp(
  auth: AuthAdapter,
  store: RateLimitStore,
  request: { input: { email: string; password: string }; address: string },
): Promise<{ email: string; confirmationSent?: boolean }> {
  const buckets: [string, Limit][] = [[bucketName('sign-up-address', request.address), SIGN_UP_LIMIT]];
  await takeAttempt(store, buckets, (wait) => `Too many registration attempts. Try again in ${wait}.`);
  return auth.signUp(request.input);
}
