import 'server-only';
import { purgeInquiries } from './purge';

const EVERY_MS = 6 * 60 * 60 * 1000;
let timer: ReturnType<typeof setInterval> | undefined;

function purgeNow(): void {
  purgeInquiries()
    .then((purged) => {
      if (purged && purged.spamDeleted + purged.expiredDeleted > 0)
        console.info(
          `Inquiries deleted: ${purged.spamDeleted} spam held over 30 days, ${purged.expiredDeleted} past the retention.`,
        );
    })
    .catch((error: unknown) => console.error('Deleting old inquiries failed:', error));
}

/**
 * Deletes old spam and expired inquiries when the server starts and every 6 hours while it runs
 * (no scheduled job, like the digest). A serverless host freezes timers between requests: there
 * each start does it. Both data modes; the database decides what is old enough.
 */
export function startInquiryPurgeTimer(): void {
  if (timer) return;
  purgeNow();
  timer = setInterval(purgeNow, EVERY_MS);
  // Never the reason the process stays up.
  timer.unref();
}
