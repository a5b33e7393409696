import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { GET as challengeRoute } from '@/app/(site)/contact/challenge/route';
import { POST as submitRoute } from '@/app/(site)/contact/submit/route';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import type { AuthUser } from '@/lib/auth/types';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { signFormToken } from '@/lib/inquiries/form-token';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';

/** A test database as the app's own, and a signed-in owner (the first account is the owner and an admin). */
export async function startInquiryHarness() {
  const db = await openTestDatabase({ registrationOpen: true });
  provideEmbeddedDatabase(db);
  const auth = createEmbeddedAuth(db, { secureCookies: false });
  const signIn = async (email: string) => {
    const password = 'correct horse battery';
    await auth.signUp({ email, password }).catch(() => undefined);
    const browser = memoryCookieJar();
    const user = (await auth.signIn(browser.jar, { email, password })) as AuthUser;
    return { cookie: `session=${browser.values.get('session')}`, id: user.id, email };
  };
  return { db, owner: await signIn('owner@example.com'), signIn };
}

export const lawnCareFields = {
  topic: 'lawn-care',
  name: 'Pat Visitor',
  email: 'pat@example.com',
  phone: '+1 555 0100',
  location: '742 Evergreen Terrace, 12345',
  service: 'edging-trimming',
  message: 'Please quote edging and trimming for a corner lot, every two weeks.',
};

/** A form token as the page would have rendered it `ageMs` ago (a person takes a while to type). */
export const tokenAged = (ageMs: number, key: string = randomUUID()) =>
  signFormToken({ renderedAt: Date.now() - ageMs, key });

/** What the ALTCHA widget would post for the form with `formToken`: the page's challenge, solved for real. */
export async function solvedProof(formToken: string): Promise<string> {
  const response = await challengeRoute(
    new Request(`http://localhost/contact/challenge?${new URLSearchParams({ form: formToken })}`),
  );
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A post of the /contact form from `address`; `json`: as the page's script sends it, otherwise as a plain form post. */
export function postInquiry(
  fields: Record<string, string>,
  options: { address?: string; json?: boolean; headers?: Record<string, string> } = {},
) {
  return submitRoute(
    new Request('http://localhost/contact/submit', {
      method: 'POST',
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        [PEER_HEADER]: peerStamp(options.address ?? '192.0.2.1'),
        ...(options.json === false ? {} : { accept: 'application/json' }),
        ...options.headers,
      },
      body: new URLSearchParams(fields),
    }),
  );
}

/** A verified post: an aged token and its solved proof of work. */
export async function verifiedFields(overrides: Record<string, string> = {}) {
  const form_token = tokenAged(10_000);
  return { ...lawnCareFields, form_token, altcha: await solvedProof(form_token), ...overrides };
}

export type StoredInquiry = {
  id: string;
  topic: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  service: string | null;
  message: string;
  status: string;
  spam_reason: string | null;
  notify_state: string;
  notify_error: string | null;
};

export async function storedInquiries(db: EmbeddedDatabase, where = 'true', params: unknown[] = []) {
  return (await db.query<StoredInquiry>(`select * from public.inquiries where ${where} order by created_at`, params))
    .rows;
}
