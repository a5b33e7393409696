import 'server-only';
import { z } from 'zod';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { Inquiry } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { describeSendFailure } from '@/lib/mail/server-answer';
import { mailSetup } from '@/lib/mail/transport';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { assertStorableText, parseOrThrow } from '@/lib/validation';
import { headerName } from './header-text';
import { REPLY_MAX_LENGTH, replySubject, replyText } from './reply-text';

export const replyInput = z.object({
  id: z.uuid({ error: 'Unknown inquiry.' }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write the reply first.' })
    .max(REPLY_MAX_LENGTH, { error: `A reply can be up to ${REPLY_MAX_LENGTH.toLocaleString('en-US')} characters.` }),
});

const visitorAddress = z.email().max(254);

/**
 * Replies one admin may send an hour: far more than a person answers, few enough that an account
 * in the wrong hands cannot use the owner's mail server to flood an address.
 */
export const REPLY_SEND_LIMIT: Limit = { max: 30, windowSeconds: 3600 };

/**
 * The answer as mail: to the visitor only (the stored address must be one plain address, so a
 * row with "a@x, b@y" in it never becomes several recipients), Reply-To the owner so the
 * visitor's answer reaches them, not the site's sender address. nodemailer encodes the headers;
 * the visitor's name goes through headerName, as in the notification.
 */
export function replyMessage(inquiry: Inquiry, body: string, from: string, replyTo: string) {
  if (!visitorAddress.safeParse(inquiry.email).success)
    throw new AppError('invalid_input', "This inquiry's e-mail address is not one that mail can be sent to.");
  return {
    from,
    to: { name: headerName(inquiry.name), address: inquiry.email },
    replyTo: replyTo,
    subject: replySubject(inquiry),
    text: replyText(body, inquiry),
  };
}

/** Sends an answer through the mail server as set up now, then stores it in the thread and marks the inquiry Replied. */
export async function sendInquiryReply(user: AuthUser, raw: unknown): Promise<{ repliedAt: string }> {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only an admin can answer inquiries.');
  assertStorableText(raw);
  const { id, body } = parseOrThrow(replyInput, raw);
  const inquiries = (await reposFor(user)).inquiries;
  const inquiry = await inquiries.get(id);
  if (!inquiry) throw new AppError('not_found', 'That inquiry does not exist (any more).');
  const setup = await mailSetup();
  if (!setup) throw new AppError('invalid_input', 'No mail server is set up: use "Reply in your e-mail app" instead.');
  const owner = setup.notifyTo ?? (await (await getData()).inquiryIntake?.ownerEmail()) ?? user.email;
  const message = replyMessage(inquiry, body, setup.from, owner);
  await takeAttempt(
    (await getData()).rateLimits,
    [[bucketName('inquiry-reply', user.id), REPLY_SEND_LIMIT]],
    (wait) => `Too many replies sent in the last hour. Your reply is kept here: send it in ${wait}.`,
  );
  try {
    await setup.send(message);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable', `The reply was not sent. ${describeSendFailure(error, setup.server)}`, {
      cause: error,
    });
  }
  return { repliedAt: await inquiries.recordReply({ id, body }) };
}
