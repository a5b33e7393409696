import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';

/**
 * Uploads per user: each one decodes, scales and stores up to 10 files, so a script must not be
 * able to keep the server doing that. One upload carries one message's files; 60 in 10 minutes is
 * a message with files every 10 seconds, which nobody typing meets. Counted before the body is
 * read, so a refused upload costs no decoding; the counter lives in the database like the chat's.
 */
export const UPLOAD_LIMIT: Limit = { max: 60, windowSeconds: 600 };

export async function takeUpload(user: Pick<AuthUser, 'id'>): Promise<void> {
  await takeAttempt(
    (await getData()).rateLimits,
    [[bucketName('attachment-upload', user.id), UPLOAD_LIMIT]],
    (wait) => `Too many file uploads. Try again in ${wait}; your message and files are kept.`,
  );
}
