import 'server-only';
import { getData } from '@/lib/data';

/**
 * Deletes spam held over 30 days and the inquiries past the owner's retention. Null when the
 * server cannot file inquiries (Supabase without its service key): there is nothing to purge with.
 */
export async function purgeInquiries(): Promise<{ spamDeleted: number; expiredDeleted: number } | null> {
  const intake = (await getData()).inquiryIntake;
  return intake ? intake.purge() : null;
}
