import 'server-only';
import type { RateLimitStore } from '@/lib/data/port';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { parseOrThrow } from '@/lib/validation';
import { passwordChangeSchema } from './password-change';
import type { AuthAdapter, CookieJar } from './types';

// An open session is not proof of knowing the password (a borrowed laptop, a stolen cookie):
// guesses at the current password are limited per account, wherever they come from.
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };

export async function throttledChangePassword(
  auth: AuthAdapter,
  store: RateLimitStore,
  request: { jar: CookieJar; userId: string; input: { currentPassword: string; newPassword: string } },
): Promise<void> {
  // Malformed input is refused before it costs an attempt.
  const input = parseOrThrow(passwordChangeSchema, request.input);
  const bucket = bucketName('password-change', request.userId);
  // Check and count in one atomic call: parallel guesses cannot all slip past the check.
  await takeAttempt(
    store,
    [[bucket, PASSWORD_CHANGE_LIMIT]],
    (wait) => `Too many password change attempts. Try again in ${wait}.`,
  );
  await auth.changePassword(request.jar, input);
  await store.reset(bucket);
}
