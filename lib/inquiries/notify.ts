import 'server-only';
import { getData } from '@/lib/data';
import type { InquiryToNotify } from '@/lib/data/port';
import { mailSetup, type MailSetup } from '@/lib/mail/transport';
import { headerName, oneLine } from './header-text';
import { AUTOMATIC_ATTEMPTS, NO_RECIPIENT, recipient } from './mailer';
import { serviceLabel, topicLabel } from './topics';

export { notificationsConfigured } from './mailer';
/** For the Retry button: far more than anyone presses it, within the attempt counter's integer. */
export const UNCAPPED_ATTEMPTS = 1_000_000;

export function notificationMessage(inquiry: InquiryToNotify, to: string, from: string) {
  const name = headerName(inquiry.name);
  const lines = [
    `Topic: ${topicLabel(inquiry.topic)}`,
    `Name: ${oneLine(inquiry.name)}`,
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
    subject: oneLine(`New inquiry: ${topicLabel(inquiry.topic)} from ${name}`),
    text: lines.join('\n'),
  };
}

/**
 * E-mails the owner every inquiry still owed one (`id`: that one only), each taken by one sender
 * at a time (the database holds it), and records on each row whether it went. A failure stays
 * on the row ("notification not sent") and is tried again with the next inquiry or by the admin.
 */
export async function sendOwedNotifications(
  options: { id?: string; maxAttempts?: number; setup?: MailSetup } = {},
): Promise<{ sent: number; failed: number }> {
  const intake = (await getData()).inquiryIntake;
  const tally = { sent: 0, failed: 0 };
  const setup = options.setup ?? (intake ? await mailSetup() : null);
  if (!setup || !intake) return tally;
  const owed = await intake.claimNotifications({
    id: options.id,
    limit: 10,
    maxAttempts: options.maxAttempts ?? AUTOMATIC_ATTEMPTS,
  });
  if (owed.length === 0) return tally;
  const to = await recipient(intake, setup);
  for (const inquiry of owed) {
    try {
      if (!to) throw new Error(NO_RECIPIENT);
      await setup.send(notificationMessage(inquiry, to, setup.from));
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
