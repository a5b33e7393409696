import 'server-only';
import { getData } from '@/lib/data';

/** Spam is held this long before it is deleted (the database's rule, migration 20261220000100). */
export const SPAM_HOLD_DAYS = 30;

/**
 * Deletes spam held over 30 days and the inquiries past the owner's retention. Null when the
 * server cannot file inquiries (Supabase without its service key): there is nothing to purge with.
 */
export async function purgeInquiries(): Promise<{ spamDeleted: number; expiredDeleted: number } | null> {
  const intake = (await getData()).inquiryIntake;
  return intake ? intake.purge() : null;
}
