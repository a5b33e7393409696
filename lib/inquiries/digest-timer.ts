import 'server-only';
import { sendDueDigest } from './digest';

const EVERY_MS = 30 * 60 * 1000;
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Looks for a due digest every 30 minutes while this server runs, so it goes soon after midnight
 * (UTC) even when nobody posts or opens the Inquiries page. A serverless host freezes timers
 * between requests: there the next post or admin visit sends it. The database's claim keeps
 * several servers (or a timer and a post at once) from sending it twice.
 */
export function startDigestTimer(): void {
  if (timer) return;
  timer = setInterval(() => {
    sendDueDigest().catch((error: unknown) => console.error('Looking for a due digest failed:', error));
  }, EVERY_MS);
  // Never the reason the process stays up.
  timer.unref();
}
