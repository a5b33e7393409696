import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as retryRoute } from '@/app/api/inquiries/[id]/notify/route';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { getData } from '@/lib/data';
import { sendOwedNotifications } from '@/lib/inquiries/notify';
import { headersOf, startSmtpInbox } from '../../support/smtp-inbox';
import { postInquiry, startInquiryHarness, storedInquiries, verifiedFields } from './harness';

let db: EmbeddedDatabase;
let owner: { cookie: string; email: string };
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let addressCount = 0;
const freshAddress = () => `203.0.113.${++addressCount}`;

const stored = async (email: string) => (await storedInquiries(db, 'email = $1', [email]))[0]!;
// The e-mail goes after the response: wait until the row says how it went.
const settled = (email: string) =>
  vi.waitFor(
    async () => {
      const row = await stored(email);
      if (row.notify_state === 'pending') throw new Error('still pending');
      return row;
    },
    { timeout: 20_000, interval: 50 },
  );
const mailTo = (visitor: string) => inbox.received.filter((mail) => mail.raw.includes(visitor));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  // Read once by the app's config, on first use: set before anything runs. No INQUIRY_NOTIFY_TO:
  // notifications go to the owner's own address.
  process.env.SMTP_URL = inbox.url;
  process.env.SMTP_FROM = 'site@example.com';
  ({ db, owner } = await startInquiryHarness());
});
afterAll(() => inbox.close());

describe('inquiry notifications, through a real SMTP server', () => {
  it('e-mails a new inquiry to the owner, after storing it, with Reply-To the visitor', async () => {
    const response = await postInquiry(await verifiedFields({ email: 'first@example.com', name: 'Pat First' }), {
      address: freshAddress(),
    });
    expect(response.status).toBe(200);
    expect((await settled('first@example.com')).notify_state).toBe('sent');
    const [mail] = mailTo('first@example.com');
    expect(mail!.to).toEqual([owner.email]);
    expect(mail!.from).toBe('site@example.com');
    const headers = headersOf(mail!.raw);
    expect(headers.get('reply-to')).toEqual(['Pat First <first@example.com>']);
    expect(headers.get('subject')).toEqual(['New inquiry: Lawn care quote from Pat First']);
    expect(mail!.raw).toContain('Street address or ZIP: 742 Evergreen Terrace, 12345');
    expect(mail!.raw).toContain('Service: Edging and trimming');
  });

  it('never e-mails spam', async () => {
    await postInquiry(await verifiedFields({ email: 'spam@example.com', website: 'x' }), { address: freshAddress() });
    const row = await stored('spam@example.com');
    expect([row.status, row.notify_state]).toEqual(['spam', 'none']);
    await sendOwedNotifications();
    expect(mailTo('spam@example.com')).toEqual([]);
  });

  it('keeps an inquiry whose e-mail failed, says so on the row, and sends it with the next inquiry', async () => {
    inbox.refuse(true);
    await postInquiry(await verifiedFields({ email: 'refused@example.com' }), { address: freshAddress() });
    const failed = await settled('refused@example.com');
    expect(failed.notify_state).toBe('failed');
    expect(failed.notify_error).toMatch(/451/);
    expect(mailTo('refused@example.com')).toEqual([]);

    inbox.refuse(false);
    await postInquiry(await verifiedFields({ email: 'next@example.com' }), { address: freshAddress() });
    await settled('next@example.com');
    await vi.waitFor(async () => expect((await stored('refused@example.com')).notify_state).toBe('sent'), {
      timeout: 20_000,
    });
    expect(mailTo('refused@example.com')).toHaveLength(1);
    expect(mailTo('next@example.com')).toHaveLength(1);
  });

  it("sends a failed one again from the admin's Retry, however often it failed before", async () => {
    inbox.refuse(true);
    await postInquiry(await verifiedFields({ email: 'retry@example.com' }), { address: freshAddress() });
    const { id } = await settled('retry@example.com');
    for (let i = 0; i < 5; i++) await sendOwedNotifications({ id });
    expect((await stored('retry@example.com')).notify_state).toBe('failed');

    const retry = () =>
      retryRoute(
        new Request(`http://localhost/api/inquiries/${id}/notify`, {
          method: 'POST',
          headers: { host: 'localhost', cookie: owner.cookie },
        }),
        { params: Promise.resolve({ id }) },
      );
    expect((await retry()).status).toBe(503);
    inbox.refuse(false);
    const answer = await retry();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ sent: 1 });
    expect((await stored('retry@example.com')).notify_state).toBe('sent');
    expect(mailTo('retry@example.com')).toHaveLength(1);
  });

  it('a name cannot bring encoded words, addresses or quotes into the Subject or Reply-To', async () => {
    // Both pass the form (one line, under 100 characters); a mail client would decode the first
    // in the Subject, and show the second as a Reply-To that looks like three addresses.
    const names = ['=?UTF-8?B?UGF5cGFsIFNlY3VyaXR5?= Team', 'Bob <evil@evil.example>, "Carol" <c@c.example>'];
    for (const [i, name] of names.entries()) {
      const email = `shaped${i}@example.com`;
      await postInquiry(await verifiedFields({ email, name }), { address: freshAddress() });
      await settled(email);
    }
    const [encoded, addresses] = names.map((_, i) => headersOf(mailTo(`shaped${i}@example.com`)[0]!.raw));
    expect(encoded!.get('subject')).toEqual(['New inquiry: Lawn care quote from UTF-8?B?UGF5cGFsIFNlY3VyaXR5 Team']);
    expect(encoded!.get('reply-to')).toEqual(['"UTF-8?B?UGF5cGFsIFNlY3VyaXR5 Team" <shaped0@example.com>']);
    expect(addresses!.get('subject')).toEqual([
      'New inquiry: Lawn care quote from Bob evil@evil.example Carol c@c.example',
    ]);
    // One address only, the visitor's: the name is quoted as a whole, nothing in it splits it.
    expect(addresses!.get('reply-to')).toEqual(['"Bob evil@evil.example Carol c@c.example" <shaped1@example.com>']);
  });

  it('a name or subject with CR/LF cannot add a mail header', async () => {
    // The form refuses such a name (contact-submit.test.ts); here a row holds one anyway.
    const name = 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes';
    const { id } = await (
      await getData()
    ).inquiryIntake!.submit({
      idempotencyKey: randomUUID(),
      fields: {
        topic: 'other',
        name,
        email: 'eve@example.com',
        phone: '1\r\nCc: other@example.com',
        location: null,
        service: null,
        message: 'Hello there,\r\nBcc: in the body is only text.',
      },
      status: 'new',
      spamReason: null,
      notify: true,
    });
    expect(await sendOwedNotifications({ id })).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailTo('eve@example.com');
    expect(mail!.to).toEqual([owner.email]);
    const headers = headersOf(mail!.raw);
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('cc')).toBe(false);
    expect(headers.has('x-injected')).toBe(false);
    expect(headers.get('subject')).toEqual([
      'New inquiry: Something else from Eve Bcc: victim@example.com X-Injected: yes',
    ]);
  });
});
