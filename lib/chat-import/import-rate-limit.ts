import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';

/**
 * Imports per user: each may write up to 5,000 sessions and 50 MB, so a script must not be able
 * to repeat one to fill the database. Moving chats over from another app takes a file or two;
 * ten an hour leaves room for retries. Counted before the body is read.
 */
export const IMPORT_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

export async function takeImport(user: Pick<AuthUser, 'id'>): Promise<void> {
  await takeAttempt(
    (await getData()).rateLimits,
    [[bucketName('chat-import', user.id), IMPORT_LIMIT]],
    (wait) => `Too many imports (at most 10 an hour). Try again in ${wait}.`,
  );
}
