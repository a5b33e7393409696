import 'server-only';
import { randomUUID } from 'node:crypto';
import { getData } from '@/lib/data';
import type { InquiryStatus, SpamReason } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { addressBuckets, takeAttempt } from '@/lib/rate-limit';
import { assertStorableText, parseOrThrow } from '@/lib/validation';
import { afterResponse } from './after-response';
import { judgeFormToken } from './form-token';
import { sendDueDigest } from './digest';
import { mailSetup } from '@/lib/mail/transport';
import { sendOwedNotifications } from './notify';
import { judgeProof } from './proof-of-work';
import { inquiryFieldsSchema } from './schema';
import { FIELD } from './topics';

/** At most this many posts an hour from one client address (its /64 for IPv6). */
export const INQUIRIES_PER_HOUR = 5;

export const FORM_UNAVAILABLE =
  'The form is not available right now (the server is missing SUPABASE_SERVICE_ROLE_KEY). Please use e-mail instead.';

type Filing = { status: 'new' | 'unverified' | 'spam'; spamReason: SpamReason | null; key: string };

/**
 * Where a post belongs. A bot's marks (the hidden field filled, a missing or forged form token, a
 * form a day old, a forged proof of work) file it as spam: kept 30 days for the admin to look
 * through, never counted as new, never e-mailed. A solved proof of work shows a browser did the
 * work, so speed alone never makes it spam (autofill and paste are fast): the 3-second trap
 * counts only for a post without proof. A post with no proof at a person's pace came from a
 * browser without JavaScript (or a script that left it out): it reaches the Inbox flagged
 * unverified, and is never e-mailed on its own (the daily digest lists it, if the owner wants).
 */
async function fileAs(form: URLSearchParams): Promise<Filing> {
  const token = judgeFormToken(form.get(FIELD.token));
  const key = token.key ?? randomUUID();
  if ((form.get(FIELD.honeypot) ?? '') !== '') return { status: 'spam', spamReason: 'honeypot', key };
  if (!token.ok && token.reason !== 'too_fast') return { status: 'spam', spamReason: token.reason, key };
  const proof = await judgeProof(form.get(FIELD.proof), token.key);
  if (proof === 'invalid') return { status: 'spam', spamReason: 'bad_proof', key };
  if (proof === 'verified') return { status: 'new', spamReason: null, key };
  if (!token.ok) return { status: 'spam', spamReason: token.reason, key };
  return { status: 'unverified', spamReason: null, key };
}

/**
 * Checks, files and (after the response) announces one post of the /contact form. Stored first:
 * the e-mail to the owner is sent afterwards, and a failed send leaves the inquiry in place.
 */
export async function submitInquiry(input: {
  form: URLSearchParams;
  address: string;
}): Promise<{ id: string; created: boolean; status: InquiryStatus }> {
  const data = await getData();
  const intake = data.inquiryIntake;
  if (!intake) throw new AppError('unavailable', FORM_UNAVAILABLE);
  const raw = Object.fromEntries(
    (['topic', 'name', 'email', 'phone', 'location', 'service', 'message'] as const).map((name) => [
      name,
      input.form.get(FIELD[name]) ?? undefined,
    ]),
  );
  assertStorableText(raw);
  const fields = parseOrThrow(inquiryFieldsSchema, raw);
  const buckets = addressBuckets('inquiry', input.address, { max: INQUIRIES_PER_HOUR, windowSeconds: 3600 });
  await takeAttempt(
    data.rateLimits,
    buckets,
    (wait) => `That is more messages than this form takes in an hour. Try again in ${wait}, or use e-mail.`,
  );
  const filing = await fileAs(input.form);
  // Read once here and handed on: the work after the response starts as soon as it used to.
  const setup = await mailSetup();
  const notify = setup !== null;
  const result = await intake.submit({
    idempotencyKey: filing.key,
    fields,
    status: filing.status,
    spamReason: filing.spamReason,
    notify,
  });
  // The same form again (double click, back and resubmit): nothing new, so it costs nothing.
  if (!result.created) await Promise.all(buckets.map(([bucket]) => data.rateLimits.refund(bucket)));
  // A new inquiry is e-mailed at once; an unverified one waits for the daily digest, which any
  // post (spam too) may find due: the site has no scheduled jobs (migration 20261210000210).
  if (setup)
    afterResponse(async () => {
      if (result.created && result.status === 'new') await sendOwedNotifications({ setup });
      await sendDueDigest(setup);
    });
  return result;
}
