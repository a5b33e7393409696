import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { getEnv } from '@/lib/env';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { describeSendFailure, statusLine } from './server-answer';
import { assertMailOwner } from './settings';
import { mailSetup } from './transport';

/** Test e-mails one owner may send in ten minutes: enough to try a few settings, not to flood an inbox. */
export const TEST_MAIL_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/**
 * The E-mail page's "Send a test e-mail": one message through the mail server as set up now, to
 * the notifications address (or the owner's own). Either way the owner reads what the server
 * said, in words and its status line only. The owner's server may be on the local network, so
 * no address is refused here; the waits are bounded by the transport's timeouts.
 */
export async function sendTestMail(user: AuthUser): Promise<{ answer: string }> {
  await assertMailOwner(user);
  const setup = await mailSetup();
  if (!setup) throw new AppError('invalid_input', 'No mail server is set up yet: save its settings first.');
  await takeAttempt(
    (await getData()).rateLimits,
    [[bucketName('test-mail', user.id), TEST_MAIL_LIMIT]],
    (wait) => `Too many test e-mails. Try again in ${wait}.`,
  );
  const to = setup.notifyTo ?? user.email;
  const site = new URL(getEnv().SITE_URL).host;
  try {
    const info = (await setup.send({
      from: setup.from,
      to,
      subject: `Test e-mail from ${site}`,
      text: `This test e-mail was sent from the E-mail page of ${site}. Mail from the site reaches you.`,
    })) as { response?: unknown };
    const answer = statusLine(info.response);
    return {
      answer: `The mail server ${setup.server} accepted the test e-mail for ${to}.${answer ? ` It answered: ${answer}` : ''}`,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable', describeSendFailure(error, setup.server), { cause: error });
  }
}
