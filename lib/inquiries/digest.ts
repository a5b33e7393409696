import 'server-only';
import { getData } from '@/lib/data';
import type { DigestToSend, InquiryToNotify } from '@/lib/data/port';
import { oneLine } from './header-text';
import { mailSetup, type MailSetup } from '@/lib/mail/transport';
import { AUTOMATIC_ATTEMPTS, NO_RECIPIENT, recipient } from './mailer';
import { serviceLabel, topicLabel } from './topics';

/** How much of each message the digest quotes: enough to judge it, not a page of a bot's text. */
const MESSAGE_EXCERPT = 300;

const excerpt = (message: string) =>
  message.length > MESSAGE_EXCERPT ? `${message.slice(0, MESSAGE_EXCERPT)}…` : message;

function entry(inquiry: InquiryToNotify, index: number): string[] {
  return [
    `${index + 1}. ${topicLabel(inquiry.topic)}, received ${inquiry.createdAt}`,
    `   Name: ${oneLine(inquiry.name)}`,
    `   E-mail: ${oneLine(inquiry.email)}`,
    `   Phone: ${oneLine(inquiry.phone ?? '-')}`,
    ...(inquiry.service ? [`   Service: ${serviceLabel(inquiry.service)}`] : []),
    // Indented, so a visitor's text cannot pass for the next entry or for the digest's own words.
    ...excerpt(inquiry.message)
      .split(/\r\n|\r|\n/)
      .map((line) => `   | ${line}`),
    '',
  ];
}

/**
 * The one e-mail of the day about unverified posts. The Subject and the headers hold nothing a
 * visitor wrote, and there is no Reply-To: answering means choosing one on /admin/inquiries.
 */
export function digestMessage(digest: DigestToSend, to: string, from: string) {
  const { total, inquiries } = digest;
  const lines = [
    `${total === 1 ? 'One inquiry' : `${total} inquiries`} came in before today (UTC) without the form's proof of work:`,
    'from a browser without JavaScript, or from a script. They are on /admin/inquiries under Unverified;',
    'none was e-mailed to you on its own.',
    '',
    ...inquiries.flatMap(entry),
    ...(total > inquiries.length ? [`And ${total - inquiries.length} more on /admin/inquiries.`, ''] : []),
    'To get no e-mail about unverified inquiries at all, choose so on /admin/inquiries.',
  ];
  return {
    from,
    to,
    subject: `Unverified inquiries: ${total} from the days before today`,
    text: lines.join('\n'),
  };
}

export type DigestOutcome = 'sent' | 'failed' | 'nothing due';

/**
 * Sends the daily digest if one is due (see migration 20261210000210): called after each post to
 * the form, on the admin's Inquiries page and by the server's timer. The database hands the
 * digest to one caller at a time and records that it went, so extra calls cost one query.
 * `known`: the mail setup the caller just read (a post to the form), not read again.
 */
export async function sendDueDigest(known?: MailSetup): Promise<DigestOutcome> {
  const intake = (await getData()).inquiryIntake;
  const setup = known ?? (intake ? await mailSetup() : null);
  if (!setup || !intake) return 'nothing due';
  const digest = await intake.claimDigest({ maxAttempts: AUTOMATIC_ATTEMPTS });
  if (!digest) return 'nothing due';
  try {
    const to = await recipient(intake, setup);
    if (!to) throw new Error(NO_RECIPIENT);
    await setup.send(digestMessage(digest, to, setup.from));
    await intake.recordDigest({ day: digest.day, sent: true });
    return 'sent';
  } catch (error) {
    console.error('The daily digest of unverified inquiries was not sent:', error);
    await intake.recordDigest({ day: digest.day, sent: false, error: String((error as Error).message ?? error) });
    return 'failed';
  }
}
