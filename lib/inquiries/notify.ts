import 'server-only';
import { getData } from '@/lib/data';
import type { InquiryIntake, InquiryToNotify } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { mailSender, mailTransporter } from '@/lib/mail/transport';
import { serviceLabel, topicLabel } from './topics';

/** A new inquiry and later ones are retried this often; the admin's Retry button has no such cap. */
export const AUTOMATIC_ATTEMPTS = 5;
/** For the Retry button: far more than anyone presses it, within the attempt counter's integer. */
export const UNCAPPED_ATTEMPTS = 1_000_000;

export function notificationsConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/**
 * Header text from a visitor on one line: nodemailer encodes headers, and the form refuses line
 * breaks in a name, but a stored row is not trusted to have come through the form.
 */
const oneLine = (text: string) => text.replace(/[\r\n\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

export function notificationMessage(inquiry: InquiryToNotify, to: string, from: string) {
  const name = oneLine(inquiry.name);
  const unverified = inquiry.status === 'unverified' ? ' [unverified: sent without JavaScript]' : '';
  const lines = [
    `Topic: ${topicLabel(inquiry.topic)}`,
    `Name: ${name}`,
    `E-mail: ${inquiry.email}`,
    `Phone: ${inquiry.phone ?? '-'}`,
    ...(inquiry.topic === 'lawn-care'
      ? [
          `Street address or ZIP: ${inquiry.location ?? '-'}`,
          `Service: ${inquiry.service ? serviceLabel(inquiry.service) : '-'}`,
        ]
      : []),
    `Received: ${inquiry.createdAt}`,
    '',
    inquiry.message,
    '',
    'Reply to this e-mail to answer the visitor; every inquiry is on /admin/inquiries.',
  ];
  return {
    from,
    to,
    replyTo: { name, address: inquiry.email },
    subject: oneLine(`New inquiry: ${topicLabel(inquiry.topic)} from ${name}${unverified}`),
    text: lines.join('\n'),
  };
}

async function recipient(intake: InquiryIntake): Promise<string | null> {
  return getEnv().INQUIRY_NOTIFY_TO ?? (await intake.ownerEmail());
}

/**
 * E-mails the owner every inquiry still owed one (`id`: that one only), each taken by one sender
 * at a time (the database holds it), and records on each row whether it went. A failure stays
 * on the row ("notification not sent") and is tried again with the next inquiry or by the admin.
 */
export async function sendOwedNotifications(
  options: { id?: string; maxAttempts?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const url = getEnv().SMTP_URL;
  const intake = (await getData()).inquiryIntake;
  const tally = { sent: 0, failed: 0 };
  if (!url || !intake) return tally;
  const owed = await intake.claimNotifications({
    id: options.id,
    limit: 10,
    maxAttempts: options.maxAttempts ?? AUTOMATIC_ATTEMPTS,
  });
  if (owed.length === 0) return tally;
  const to = await recipient(intake);
  for (const inquiry of owed) {
    try {
      if (!to) throw new Error('No recipient: set INQUIRY_NOTIFY_TO, or register the owner account first.');
      await mailTransporter(url).sendMail(notificationMessage(inquiry, to, mailSender()));
      await intake.recordNotification({ id: inquiry.id, sent: true });
      tally.sent++;
    } catch (error) {
      console.error(`Inquiry notification ${inquiry.id} not sent:`, error);
      await intake.recordNotification({
        id: inquiry.id,
        sent: false,
        error: String((error as Error).message ?? error),
      });
      tally.failed++;
    }
  }
  return tally;
}
