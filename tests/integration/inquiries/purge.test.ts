import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as retentionRoute } from '@/app/api/inquiries/retention/route';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { purgeInquiries } from '@/lib/inquiries/purge';
import {
  lawnCareFields,
  postInquiry,
  startInquiryHarness,
  storedInquiries,
  tokenAged,
  verifiedFields,
} from './harness';

// Issue #39: spam is held 30 days, then deleted; the owner's retention deletes old inquiries.
// A real database: the dates are moved back in it, as the clock cannot be.
let db: EmbeddedDatabase;
let owner: { cookie: string; email: string };
let signIn: Awaited<ReturnType<typeof startInquiryHarness>>['signIn'];
let addressCount = 0;
const freshAddress = () => `192.0.2.${++addressCount}`;

const emails = async () => (await storedInquiries(db)).map((i) => i.email).sort();
/** A lead (verified), or spam (no proof of work, within 3 s of the form being served). */
const post = async (email: string, spam = false) => {
  const fields = spam ? { ...lawnCareFields, email, form_token: tokenAged(500) } : await verifiedFields({ email });
  expect((await postInquiry(fields, { address: freshAddress() })).status).toBe(200);
};
const age = (email: string, column: 'created_at' | 'spam_since', days: number) =>
  db.query(`update public.inquiries set ${column} = now() - make_interval(days => $2) where email = $1`, [email, days]);
const setRetention = (months: unknown, cookie = owner.cookie) =>
  retentionRoute(
    new Request('http://localhost/api/inquiries/retention', {
      method: 'PUT',
      headers: { host: 'localhost', cookie, 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ months }),
    }),
  );

beforeAll(async () => {
  ({ db, owner, signIn } = await startInquiryHarness());
});

describe('spam is held 30 days, then deleted', () => {
  it('deletes spam filed over 30 days ago and keeps younger spam and every lead', async () => {
    await post('old-spam@example.com', true);
    await post('young-spam@example.com', true);
    await post('old-lead@example.com');
    await age('old-spam@example.com', 'spam_since', 31);
    await age('young-spam@example.com', 'spam_since', 29);
    await age('old-lead@example.com', 'created_at', 400);
    expect(await purgeInquiries()).toEqual({ spamDeleted: 1, expiredDeleted: 0 });
    expect(await emails()).toEqual(['old-lead@example.com', 'young-spam@example.com']);
  });

  it('counts the 30 days from when an admin marked it spam, not from when it came in', async () => {
    await post('marked@example.com');
    await age('marked@example.com', 'created_at', 90);
    await db.query(`update public.inquiries set status = 'spam' where email = 'marked@example.com'`);
    await purgeInquiries();
    expect(await emails()).toContain('marked@example.com');
    const [row] = (
      await db.query<{ held: boolean }>(
        `select spam_since > now() - interval '1 minute' as held from public.inquiries where email = 'marked@example.com'`,
      )
    ).rows;
    expect(row!.held).toBe(true);
  });
});

describe("the owner's retention deletes inquiries older than N months", () => {
  it('is off by default: nothing but old spam is ever deleted', async () => {
    await post('ancient@example.com');
    await age('ancient@example.com', 'created_at', 3000);
    await purgeInquiries();
    expect(await emails()).toContain('ancient@example.com');
  });

  it('refuses another admin, and a number out of bounds, in words', async () => {
    const other = await signIn('second-admin@example.com');
    const refused = await setRetention(6, other.cookie);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Only the owner can change how long inquiries are kept.',
    );
    const tooLong = await setRetention(500);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain('At most 120 months');
  });

  it('set to 6 months by the owner, deletes at once what is older, and keeps the rest', async () => {
    await post('seven-months@example.com');
    await post('five-months@example.com');
    await age('seven-months@example.com', 'created_at', 215);
    await age('five-months@example.com', 'created_at', 150);
    const response = await setRetention(6);
    expect(response.status).toBe(200);
    const left = await emails();
    expect(left).toContain('five-months@example.com');
    expect(left).not.toContain('seven-months@example.com');
    expect(left).not.toContain('ancient@example.com');
    expect(left).not.toContain('old-lead@example.com');
  });

  it('turned off again, deletes nothing more', async () => {
    expect((await setRetention(null)).status).toBe(200);
    await post('older-again@example.com');
    await age('older-again@example.com', 'created_at', 400);
    expect(await purgeInquiries()).toEqual({ spamDeleted: 0, expiredDeleted: 0 });
    expect(await emails()).toContain('older-again@example.com');
  });
});
