import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUT as unverifiedMailRoute } from '@/app/api/inquiries/unverified-mail/route';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { sendDueDigest } from '@/lib/inquiries/digest';
import { sendOwedNotifications } from '@/lib/inquiries/notify';
import { headersOf, startSmtpInbox } from '../../support/smtp-inbox';
import {
  lawnCareFields,
  postInquiry,
  startInquiryHarness,
  storedInquiries,
  tokenAged,
  verifiedFields,
} from './harness';

// Unverified posts (no proof of work: a browser without JavaScript, or a script that leaves the
// field out) through a real SMTP server: never one e-mail each, one digest a day at most.
let db: EmbeddedDatabase;
let owner: { cookie: string; email: string };
let signIn: Awaited<ReturnType<typeof startInquiryHarness>>['signIn'];
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let addressCount = 0;
const freshAddress = () => `198.51.100.${++addressCount}`;

const stored = async (email: string) => (await storedInquiries(db, 'email = $1', [email]))[0]!;
const mailTo = (visitor: string) => inbox.received.filter((mail) => mail.raw.includes(visitor));
const digests = () => inbox.received.filter((mail) => headersOf(mail.raw).get('subject')![0]!.includes('Unverified'));
/** A post without the proof-of-work field, from a fresh address (the form's hourly limit is per address). */
const postUnverified = async (email: string, name = 'Uma Unverified') => {
  const response = await postInquiry(
    { ...lawnCareFields, form_token: tokenAged(10_000), email, name },
    {
      address: freshAddress(),
    },
  );
  expect(response.status).toBe(200);
  const row = await stored(email);
  expect(row.status).toBe('unverified');
  return row;
};
// As if the posts had come in before today (UTC): the database's clock cannot be moved.
const toYesterday = () =>
  db.query(`update public.inquiries set created_at = created_at - interval '1 day' where status = 'unverified'`);
const choose = (choice: string, cookie = owner.cookie) =>
  unverifiedMailRoute(
    new Request('http://localhost/api/inquiries/unverified-mail', {
      method: 'PUT',
      headers: { host: 'localhost', cookie, 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ choice }),
    }),
  );

beforeAll(async () => {
  inbox = await startSmtpInbox();
  process.env.SMTP_URL = inbox.url;
  process.env.SMTP_FROM = 'site@example.com';
  ({ db, owner, signIn } = await startInquiryHarness());
});
afterAll(() => inbox.close());

describe('unverified inquiries and the daily digest', () => {
  it('an unverified post is kept in the inbox and not e-mailed on its own', async () => {
    await postUnverified('uma@example.com');
    // Whatever was going to be sent after the response has been: the row no longer waits for it.
    const row = await vi.waitFor(
      async () => {
        const current = await stored('uma@example.com');
        if (current.notify_state === 'pending') throw new Error('still pending');
        return current;
      },
      { timeout: 20_000, interval: 50 },
    );
    await sendOwedNotifications();
    expect(mailTo('uma@example.com')).toEqual([]);
    expect(row.notify_state).toBe('digest');
  });

  it("the next day, one digest lists the day's unverified posts, sent once however many senders try", async () => {
    await postUnverified('vic@example.com', 'Vic =?UTF-8?B?QWRtaW4=?= <boss@example.com>');
    await toYesterday();
    const results = await Promise.all([sendDueDigest(), sendDueDigest(), sendDueDigest()]);
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest!.to).toEqual([owner.email]);
    const headers = headersOf(digest!.raw);
    expect(headers.get('subject')).toEqual(['Unverified inquiries: 2 from the days before today']);
    expect(headers.has('reply-to')).toBe(false);
    expect(digest!.raw).toContain('uma@example.com');
    expect(digest!.raw).toContain('vic@example.com');
    expect((await stored('uma@example.com')).notify_state).toBe('sent');
    expect(await sendDueDigest()).toBe('nothing due');
    expect(digests()).toHaveLength(1);
  });

  it('on a later day, the first post to the form sends that day’s digest; a failed one is tried again', async () => {
    await postUnverified('wes@example.com');
    await toYesterday();
    // The day the last digest went becomes yesterday: a new day has begun.
    await db.query('update private.inquiry_digests set day = day - 1');
    inbox.refuse(true);
    expect(await sendDueDigest()).toBe('failed');
    inbox.refuse(false);
    await postInquiry(await verifiedFields({ email: 'trigger@example.com' }), { address: freshAddress() });
    await vi.waitFor(() => expect(digests()).toHaveLength(2), { timeout: 20_000, interval: 50 });
    expect(digests()[1]!.raw).toContain('wes@example.com');
    expect(digests()[1]!.raw).not.toContain('uma@example.com');
  });

  it("the owner's choice: no e-mail at all for unverified posts", async () => {
    const editor = await signIn('editor@example.com');
    await db.query('update public.profiles set is_admin = false where user_id = $1', [editor.id]);
    expect((await choose('none', editor.cookie)).status).toBe(403);
    expect((await choose('hourly')).status).toBe(400);
    expect((await choose('none')).status).toBe(200);

    await postUnverified('xena@example.com');
    await toYesterday();
    await db.query('update private.inquiry_digests set day = day - 1');
    expect(await sendDueDigest()).toBe('nothing due');
    expect(mailTo('xena@example.com')).toEqual([]);
    expect((await stored('xena@example.com')).notify_state).toBe('none');
    expect((await choose('digest')).status).toBe(200);
  });
});
