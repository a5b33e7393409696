import 'server-only';
import { getEnv } from '@/lib/env';
import { mailSender, mailTransporter } from '@/lib/mail/transport';
import { FAILED_CODES_NOTICE_AT, failedCodes, failedCodesSentence, type FailedCodes } from './failed-codes';
import { reposFor } from './repos';
import type { AuthUser } from './types';

const READ = 100;
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function failedCodesMessage(to: string, found: FailedCodes, siteUrl: string) {
  const attempts = [...found.attempts]
    .reverse()
    .map((entry) => `- ${utc(entry.at)} from ${entry.address} (${entry.browser})`);
  return {
    from: mailSender(),
    to,
    subject: 'Someone may know your password',
    text: [
      failedCodesSentence(found),
      '',
      'Each time the password was right and the code from the authenticator app was wrong:',
      ...attempts,
      '',
      `If this was not you, sign in at ${new URL('/admin/login', siteUrl).href} and change your password under Account.`,
      'The code still keeps them out, as long as your authenticator app and recovery codes are safe.',
      'If it was you, nothing needs doing.',
    ].join('\n'),
  };
}

/**
 * E-mails the account when its wrong codes since the last sign-in reach FAILED_CODES_NOTICE_AT:
 * once (at that count, not at every later one), and only when mail is set up (SMTP_URL).
 */
export async function mailAfterRepeatedWrongCodes(account: Pick<AuthUser, 'id' | 'email' | 'accessToken'>) {
  const { SMTP_URL, SITE_URL } = getEnv();
  if (!SMTP_URL) return;
  const entries = await (await reposFor(account)).security.activity({ userId: account.id, limit: READ });
  const found = failedCodes(entries, { sinceSignIns: 0, complete: entries.length < READ });
  if (found.attempts.length !== FAILED_CODES_NOTICE_AT || found.atLeast) return;
  await mailTransporter(SMTP_URL).sendMail(failedCodesMessage(account.email, found, SITE_URL));
}
