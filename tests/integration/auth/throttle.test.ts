import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { SIGN_IN_LIMITS, SIGN_UP_LIMIT, throttledSignIn, throttledSignUp } from '@/lib/auth/throttle';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { embeddedRateLimitStore } from '@/lib/data/embedded/repos/rate-limit-store';
import { AppError } from '@/lib/errors';
import { bucketName, RateLimitedError } from '@/lib/rate-limit';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';

const owner = { email: 'owner@example.com', password: 'correct horse battery' };
let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;
let store: ReturnType<typeof embeddedRateLimitStore>;

const attempt = (password: string, address: string, email = owner.email) =>
  throttledSignIn(auth, store, { jar: memoryCookieJar().jar, input: { email, password }, address }).then(
    () => 'ok',
    (error: AppError) => error,
  );

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  auth = createEmbeddedAuth(db, { secureCookies: false });
  store = embeddedRateLimitStore(db);
  await auth.signUp(owner);
});

describe('sign-in throttling', () => {
  it('blocks an address after five failures on one account, with a clear message and retry time', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.max; i++) {
      expect((await attempt('wrong', '203.0.113.1')) as AppError).toMatchObject({ code: 'unauthorized' });
    }
    const blocked = await attempt(owner.password, '203.0.113.1');
    expect(blocked).toBeInstanceOf(RateLimitedError);
    expect((blocked as RateLimitedError).message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((blocked as RateLimitedError).retryAfterSeconds).toBeGreaterThan(800);
    expect((blocked as RateLimitedError).toResponse().headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('does not lock the real owner out from another address', async () => {
    expect(await attempt(owner.password, '198.51.100.7')).toBe('ok');
  });

  it('forgets failures after a successful sign-in', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.max - 1; i++) await attempt('wrong', '198.51.100.8');
    expect(await attempt(owner.password, '198.51.100.8')).toBe('ok');
    expect((await attempt('wrong', '198.51.100.8')) as AppError).toMatchObject({ code: 'unauthorized' });
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) await attempt('wrong', '192.0.2.50', `user${i}@example.com`);
    expect(await attempt('wrong', '192.0.2.50', 'another@example.com')).toBeInstanceOf(RateLimitedError);
  });

  it('lets at most five of fifty simultaneous wrong passwords for one account reach the password check', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt('wrong', '203.0.113.60')));
    const messages = results.map((result) => (result as AppError).message);
    expect(messages.filter((m) => m === 'Invalid login credentials').length).toBeLessThanOrEqual(
      SIGN_IN_LIMITS.accountFromAddress.max,
    );
    expect(messages.filter((m) => /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/.test(m))).toHaveLength(
      50 - messages.filter((m) => m === 'Invalid login credentials').length,
    );
    // On today's code every attempt pays for a password hash: give it the time to show that.
  }, 300_000);

  it('does not use up the budget on successful sign-ins', async () => {
    const address = '198.51.100.61';
    for (let i = 0; i <= SIGN_IN_LIMITS.accountFromAddress.max; i++)
      expect(await attempt(owner.password, address)).toBe('ok');
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.max; i++)
      expect((await attempt('wrong', address)) as AppError).toMatchObject({ code: 'unauthorized' });
    expect(await attempt('wrong', address)).toBeInstanceOf(RateLimitedError);
    const hits = await db.query<{ hits: number }>('select hits from private.rate_limits where bucket = $1', [
      bucketName('sign-in-address', address),
    ]);
    expect(hits.rows).toEqual([{ hits: SIGN_IN_LIMITS.accountFromAddress.max }]);
  }, 120_000);

  it('opens again once the window has passed', async () => {
    await db.query(`update private.rate_limits set window_start = now() - interval '16 minutes'`);
    expect(await attempt(owner.password, '203.0.113.1')).toBe('ok');
  });
});

describe('sign-up throttling', () => {
  it('limits registration attempts per address', async () => {
    const signUp = (i: number) =>
      throttledSignUp(auth, store, {
        input: { email: `new${i}@example.com`, password: 'password123' },
        address: '192.0.2.99',
      }).then(
        () => 'ok',
        (error: AppError) => error,
      );
    for (let i = 0; i < SIGN_UP_LIMIT.max; i++) expect(await signUp(i)).toBe('ok');
    expect(await signUp(99)).toBeInstanceOf(RateLimitedError);
  });
});
