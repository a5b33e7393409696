import 'server-only';
import type { InquiryIntake } from '@/lib/data/port';
import { mailConfigured, type MailSetup } from '@/lib/mail/transport';

/** A new inquiry and later ones are retried this often; the admin's Retry button has no such cap. */
export const AUTOMATIC_ATTEMPTS = 5;

/** Whether new inquiries are e-mailed: a mail server is set up on the E-mail page or in the server's settings. */
export const notificationsConfigured = mailConfigured;

/** Where the owner's e-mail goes: the address set for notifications, else the owner account's address. */
export async function recipient(intake: InquiryIntake, setup: Pick<MailSetup, 'notifyTo'>): Promise<string | null> {
  return setup.notifyTo ?? (await intake.ownerEmail());
}

export const NO_RECIPIENT =
  'No recipient: set the address for notifications on the E-mail page, or register the owner account first.';
