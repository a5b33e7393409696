import 'server-only';
import type { ActivityEntry } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { mailSetup } from '@/lib/mail/transport';
import { FAILED_CODES_NOTICE_AT } from './failed-codes';
import { reposFor } from './repos';
import type { AuthUser } from './types';

type Attempt = Pick<ActivityEntry, 'address' | 'browser'> & { at: Date };

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function failedCodesMessage(from: string, to: string, count: number, latest: Attempt, siteUrl: string) {
  return {
    from,
    to,
    subject: 'Someone may know your password',
    text: [
      `${count} failed code attempts since your last sign-in, the latest from ${latest.address} (${latest.browser}) ` +
        `at ${utc(latest.at)}: someone may know your password.`,
      '',
      'Each time the password was right and the code from the authenticator app was wrong. The code still',
      'keeps them out, as long as your authenticator app and recovery codes are safe.',
      '',
      `If this was not you, sign in at ${new URL('/admin/login', siteUrl).href} and change your password under`,
      'Account, where every attempt is listed with its time and address. If it was you, nothing needs doing.',
    ].join('\n'),
  };
}

/**
 * E-mails the account when its wrong codes since the last sign-in reach FAILED_CODES_NOTICE_AT:
 * once (at that count, not at every later one), and only when mail is set up (lib/mail/transport). The
 * session at hand may be the password holder's (Supabase's aal1), so it reads a count only.
 */
export async function mailAfterRepeatedWrongCodes(
  account: Pick<AuthUser, 'id' | 'email' | 'accessToken'>,
  latest: Attempt,
): Promise<void> {
  const setup = await mailSetup();
  if (!setup) return;
  const count = await (await reposFor(account)).security.failedCodesSinceSignIn();
  if (count !== FAILED_CODES_NOTICE_AT) return;
  await setup.send(failedCodesMessage(setup.from, account.email, count, latest, getEnv().SITE_URL));
}
