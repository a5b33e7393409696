import 'server-only';
import type { InquiryIntake } from '@/lib/data/port';
import { getEnv } from '@/lib/env';

/** A new inquiry and later ones are retried this often; the admin's Retry button has no such cap. */
export const AUTOMATIC_ATTEMPTS = 5;

export function notificationsConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/** Where the owner's e-mail goes: INQUIRY_NOTIFY_TO, else the owner account's address. */
export async function recipient(intake: InquiryIntake): Promise<string | null> {
  return getEnv().INQUIRY_NOTIFY_TO ?? (await intake.ownerEmail());
}

export const NO_RECIPIENT = 'No recipient: set INQUIRY_NOTIFY_TO, or register the owner account first.';
