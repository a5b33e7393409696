import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { lawnCareFields, postInquiry, solvedProof, startInquiryHarness, storedInquiries, tokenAged } from './harness';

// Issue #39, point 2: a real lead filled at autofill-and-paste speed was filed as spam.
let db: EmbeddedDatabase;
let addressCount = 0;
const freshAddress = () => `203.0.113.${++addressCount}`;
const filed = async (email: string) =>
  (await storedInquiries(db, 'email = $1', [email])).map((i) => [i.status, i.spam_reason]);

beforeAll(async () => {
  ({ db } = await startInquiryHarness());
});

describe('speed alone never files a lead as spam', () => {
  it('a post that solved the proof of work goes to the Inbox even 0.5 s after the form was served', async () => {
    const key = randomUUID();
    const altcha = await solvedProof(tokenAged(500, key));
    const response = await postInquiry(
      { ...lawnCareFields, email: 'quick@example.com', form_token: tokenAged(500, key), altcha },
      { address: freshAddress() },
    );
    expect(response.status).toBe(200);
    expect(await filed('quick@example.com')).toEqual([['new', null]]);
  });

  it('without a proof of work, a post within 3 s is still filed as spam, with its reason', async () => {
    await postInquiry(
      { ...lawnCareFields, email: 'script@example.com', form_token: tokenAged(500) },
      { address: freshAddress() },
    );
    expect(await filed('script@example.com')).toEqual([['spam', 'too_fast']]);
  });

  it('without a proof of work at a person’s pace, a post reaches the Inbox flagged unverified', async () => {
    await postInquiry(
      { ...lawnCareFields, email: 'nojs-pace@example.com', form_token: tokenAged(20_000) },
      { address: freshAddress() },
    );
    expect(await filed('nojs-pace@example.com')).toEqual([['unverified', null]]);
  });

  it('a forged proof is spam whatever the pace', async () => {
    const altcha = await solvedProof(tokenAged(10_000));
    await postInquiry(
      { ...lawnCareFields, email: 'forged@example.com', form_token: tokenAged(10_000), altcha },
      { address: freshAddress() },
    );
    expect(await filed('forged@example.com')).toEqual([['spam', 'bad_proof']]);
  });
});
