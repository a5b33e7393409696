import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as submitRoute } from '@/app/(site)/contact/submit/route';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import {
  lawnCareFields,
  postInquiry,
  solvedProof,
  startInquiryHarness,
  storedInquiries,
  tokenAged,
  verifiedFields,
} from './harness';

let db: EmbeddedDatabase;
let addressCount = 0;
// Every test posts from its own address, so one test's posts never spend another's hourly budget.
const freshAddress = () => `198.51.100.${++addressCount}`;
const byEmail = (email: string) => storedInquiries(db, 'email = $1', [email]);

beforeAll(async () => {
  ({ db } = await startInquiryHarness());
});

describe('POST /contact/submit files each post where it belongs', () => {
  it('files a verified lawn-care post as new, with every field, and answers ok', async () => {
    const response = await postInquiry(await verifiedFields({ email: 'verified@example.com' }), {
      address: freshAddress(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await byEmail('verified@example.com')).toEqual([
      expect.objectContaining({
        ...lawnCareFields,
        email: 'verified@example.com',
        status: 'new',
        spam_reason: null,
        // No SMTP_URL in this file: nothing is owed.
        notify_state: 'none',
      }),
    ]);
  });

  it('keeps a post without a proof of work (no JavaScript) as unverified, not refused', async () => {
    const response = await postInquiry(
      { ...lawnCareFields, email: 'nojs@example.com', form_token: tokenAged(60_000) },
      { address: freshAddress() },
    );
    expect(response.status).toBe(200);
    expect((await byEmail('nojs@example.com')).map((i) => [i.status, i.spam_reason])).toEqual([['unverified', null]]);
  });

  const spamCases: [string, () => Promise<Record<string, string>>, string][] = [
    ['the hidden honeypot field is filled', () => verifiedFields({ website: 'https://spam.example' }), 'honeypot'],
    [
      // Without a proof of work: a solved proof vouches for a fast post (tests/integration/inquiries/spam-rule.test.ts).
      'it comes within 3 s of the form being served, without a proof of work',
      async () => ({ ...lawnCareFields, form_token: tokenAged(500) }),
      'too_fast',
    ],
    [
      'the form was served more than a day ago',
      async () => ({ ...lawnCareFields, form_token: tokenAged(25 * 60 * 60 * 1000) }),
      'too_old',
    ],
    [
      'its form token was changed (a young time under an old signature)',
      async () => {
        const [version, , key, signature] = tokenAged(60 * 60 * 1000).split('.');
        return { ...lawnCareFields, form_token: [version, Date.now() - 10_000, key, signature].join('.') };
      },
      'bad_token',
    ],
    ['it has no form token at all', async () => ({ ...lawnCareFields }), 'bad_token'],
    [
      'its proof of work was solved for another form',
      async () => ({ ...lawnCareFields, form_token: tokenAged(10_000), altcha: await solvedProof(tokenAged(10_000)) }),
      'bad_proof',
    ],
    [
      'its proof of work is made up',
      async () => ({
        ...lawnCareFields,
        form_token: tokenAged(10_000),
        altcha: Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: {} })).toString('base64'),
      }),
      'bad_proof',
    ],
  ];

  it.each(spamCases)(
    'keeps it in Spam, never as new, when %s (and answers as if all went well)',
    async (_, fields, reason) => {
      const email = `spam-${reason}-${randomUUID().slice(0, 8)}@example.com`;
      const before = (await storedInquiries(db, "status = 'new'")).length;
      const response = await postInquiry({ ...(await fields()), email }, { address: freshAddress() });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect((await byEmail(email)).map((i) => [i.status, i.spam_reason])).toEqual([['spam', reason]]);
      expect((await storedInquiries(db, "status = 'new'")).length).toBe(before);
    },
  );

  it('stores one inquiry when the same form is posted twice (double click, back and resubmit)', async () => {
    const fields = await verifiedFields({ email: 'twice@example.com' });
    const address = freshAddress();
    const answers = await Promise.all([postInquiry(fields, { address }), postInquiry(fields, { address })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await postInquiry(fields, { address, json: false })).status).toBe(303);
    expect(await byEmail('twice@example.com')).toHaveLength(1);
  });
});

describe('POST /contact/submit limits what it takes', () => {
  it('takes at most 5 posts an hour from one address (a resent form costs nothing), then answers 429 and stores nothing', async () => {
    const address = freshAddress();
    const first = await verifiedFields({ email: 'limit-0@example.com' });
    for (let i = 0; i < 5; i++) {
      const fields = i === 0 ? first : await verifiedFields({ email: `limit-${i}@example.com` });
      expect((await postInquiry(fields, { address })).status).toBe(200);
      // The first form again: found, not filed, not counted.
      if (i === 2) expect((await postInquiry(first, { address })).status).toBe(200);
    }
    const refused = await postInquiry(await verifiedFields({ email: 'limit-5@example.com' }), { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/more messages than this form takes in an hour/);
    expect(await byEmail('limit-5@example.com')).toEqual([]);
    // Another client is not affected.
    const other = await postInquiry(await verifiedFields({ email: 'limit-other@example.com' }), {
      address: freshAddress(),
    });
    expect(other.status).toBe(200);
  });

  const invalid: [string, Record<string, string>, string][] = [
    ['a message under 10 characters', { message: 'Too short' }, 'message'],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a name with a line break (a header injection attempt)', { name: 'Eve\r\nBcc: victim@example.com' }, 'name'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['an e-mail that is not one', { email: 'not-an-address' }, 'email'],
    ['lawn care without where', { location: '' }, 'location'],
    ['lawn care without the service', { service: '' }, 'service'],
    ['an unknown topic', { topic: 'pizza' }, 'topic'],
  ];

  it.each(invalid)('refuses %s with a 400 naming the field, and stores nothing', async (_, override, field) => {
    const email = `bounds-${field}-${randomUUID().slice(0, 8)}@example.com`;
    const response = await postInquiry(await verifiedFields({ email, ...override }), { address: freshAddress() });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(await byEmail(email)).toEqual([]);
  });

  it('takes a message of exactly 5,000 characters, and drops lawn-care fields from another topic', async () => {
    const fields = await verifiedFields({ email: 'bounds-max@example.com', topic: 'tech', message: 'y'.repeat(5000) });
    expect((await postInquiry(fields, { address: freshAddress() })).status).toBe(200);
    expect(await byEmail('bounds-max@example.com')).toEqual([
      expect.objectContaining({ topic: 'tech', location: null, service: null, message: 'y'.repeat(5000) }),
    ]);
  });

  it('counts the body while it streams in: stops reading past 64 KB and answers 413', async () => {
    const meter = { pulled: 0, cancelled: false };
    const chunk = new TextEncoder().encode(`message=${'z'.repeat(16 * 1024)}`);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (meter.pulled > 10 * 1024 * 1024) return controller.close();
          meter.pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
        cancel() {
          meter.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await submitRoute(
      new Request('http://localhost/contact/submit', {
        method: 'POST',
        headers: {
          host: 'localhost',
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          [PEER_HEADER]: peerStamp(freshAddress()),
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(meter.pulled).toBeLessThanOrEqual(64 * 1024 + chunk.byteLength);
    expect(meter.cancelled).toBe(true);
  });

  it('refuses a post another site started', async () => {
    const response = await postInquiry(await verifiedFields({ email: 'cross@example.com' }), {
      address: freshAddress(),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await byEmail('cross@example.com')).toEqual([]);
  });
});

describe('a post without JavaScript', () => {
  it('is answered with a redirect to the thank-you, or back to the form with what went wrong', async () => {
    const sent = await postInquiry(
      { ...lawnCareFields, email: 'plain@example.com', form_token: tokenAged(30_000) },
      { address: freshAddress(), json: false },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=lawn-care');
    expect((await byEmail('plain@example.com')).map((i) => i.status)).toEqual(['unverified']);

    const refused = await postInquiry(
      { ...lawnCareFields, message: 'short', form_token: tokenAged(30_000) },
      { address: freshAddress(), json: false },
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/contact?topic=lawn-care&problem=invalid_input');
  });
});
