import 'server-only';
import type { RateLimitStore } from '@/lib/data/port';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { parseOrThrow } from '@/lib/validation';
import { passwordChangeSchema } from './password-change';
import type { AuthAdapter, CookieJar } from './types';

// An open session is not proof of knowing the password (a borrowed laptop, a stolen cookie):
// guesses at the current password are limited per account, wherever they come from.
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };

/**
 * Runs `check` (which throws on a wrong password) as one guess at the signed-in user's current
 * password. Every place that asks for it again (the password change, the backup with its key)
 * spends the same per-account budget, so asking in two places does not double the guesses.
 */
export async function throttledPasswordCheck<T>(
  store: RateLimitStore,
  userId: string,
  message: (wait: string) => string,
  check: () => Promise<T>,
): Promise<T> {
  const bucket = bucketName('password-change', userId);
  // Check and count in one atomic call: parallel guesses cannot all slip past the check.
  await takeAttempt(store, [[bucket, PASSWORD_CHANGE_LIMIT]], message);
  const result = await check();
  await store.reset(bucket);
  return result;
}

export async function throttledChangePassword(
  auth: AuthAdapter,
  store: RateLimitStore,
  request: { jar: CookieJar; userId: string; input: { currentPassword: string; newPassword: string } },
): Promise<void> {
  // Malformed input is refused before it costs an attempt.
  const input = parseOrThrow(passwordChangeSchema, request.input);
  await throttledPasswordCheck(
    store,
    request.userId,
    (wait) => `Too many password change attempts. Try again in ${wait}.`,
    () => auth.changePassword(request.jar, input),
  );
}
