import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { failedCodes, failedCodesSentence } from '@/lib/auth/failed-codes';
import { mailAfterRepeatedWrongCodes } from '@/lib/auth/failed-codes-mail';
import { SECOND_STEP_LIMITS, TOO_MANY_FOR_THIS_SIGN_IN } from '@/lib/auth/second-factor/code-limits';
import * as service from '@/lib/auth/second-factor/service';
import { INVALID_CODE } from '@/lib/auth/second-factor/types';
import { needsSecondStep, type AuthUser } from '@/lib/auth/types';
import { createEmbeddedData } from '@/lib/data/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import type { AppError } from '@/lib/errors';
import { RateLimitedError } from '@/lib/rate-limit';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';
import { headersOf, startSmtpInbox } from '../../support/smtp-inbox';

// Issue #37, 8: someone who has the password (not the code) must not be able to lock the owner
// out of the second step from elsewhere, and the owner hears of their attempts.
const owner = { email: 'codes-owner@example.com', password: 'correct horse battery' };
const home = { address: '203.0.113.5', browser: 'Firefox' } as const;
const STEP_MS = 30_000;

let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;
let deps: Parameters<typeof service.completeSignIn>[0];
let user: AuthUser;
let setupKey: string;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

const appCode = () => TOTP.generate({ secret: Secret.fromBase32(setupKey), timestamp: Date.now() });
const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );
const activity = () =>
  createEmbeddedData(db)
    .forCaller({ role: 'authenticated', userId: user.id, email: user.email })
    .security.activity({ userId: user.id, limit: 200 });

async function passwordStep() {
  const jar = memoryCookieJar();
  expect(needsSecondStep(await auth.signIn(jar.jar, owner))).toBe(true);
  return jar;
}
const secondStep = (jar: ReturnType<typeof memoryCookieJar>, code: string, address: string, browser = 'Chrome') =>
  service.completeSignIn(deps, { jar: jar.jar, code, origin: { address, browser: browser as 'Chrome' } });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  inbox = await startSmtpInbox();
  process.env.SMTP_URL = inbox.url;
  process.env.SMTP_FROM = 'site@example.com';
  db = await openTestDatabase({ registrationOpen: true });
  provideEmbeddedDatabase(db);
  auth = createEmbeddedAuth(db, { secureCookies: false });
  const data = createEmbeddedData(db);
  deps = {
    adapter: auth.secondFactor,
    store: data.rateLimits,
    record: (account, entry) =>
      data.forCaller({ role: 'authenticated', userId: account.id, email: account.email }).security.record(entry),
    // As the app does it, but awaited here instead of after the response.
    afterWrongCode: mailAfterRepeatedWrongCodes,
  };
  await auth.signUp(owner);
  const browser = memoryCookieJar();
  user = (await auth.signIn(browser.jar, owner)) as AuthUser;
  setupKey = (await service.startTotpSetup(deps, browser.jar)).setupKey;
  await service.confirmTotpSetup(deps, {
    jar: browser.jar,
    user,
    password: owner.password,
    code: appCode(),
    origin: home,
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await inbox?.close();
  await db?.close();
});
beforeEach(async () => {
  nextStep();
  await db.query('delete from private.rate_limits');
  inbox.received.length = 0;
});

describe('wrong codes from someone who has the password', () => {
  it('do not block the owner: five end that pending sign-in, the owner signs in from home', async () => {
    const attacker = await passwordStep();
    // IPv6 too: each address counts in its /64 and its /48 (more buckets than one database call takes).
    for (let i = 1; i <= SECOND_STEP_LIMITS.pendingSignIn.max; i++)
      expect(await failure(secondStep(attacker, '000000', `2001:db8:${i}::1`))).toMatchObject({
        message: INVALID_CODE,
      });
    // A sixth try at that pending sign-in, from yet another address: over, sign in again.
    const refused = await failure(secondStep(attacker, appCode(), '192.0.2.77'));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused!.message).toBe(TOO_MANY_FOR_THIS_SIGN_IN);
    expect(await auth.secondFactor.pendingSignIn(attacker.jar)).toBeNull();

    // The owner, at home, with their own password and code.
    const signedIn = await secondStep(await passwordStep(), appCode(), home.address, home.browser);
    expect(signedIn).toMatchObject({ id: user.id });
  });

  it('are limited per address across pending sign-ins', async () => {
    for (let round = 0; round < 2; round++) {
      const attacker = await passwordStep();
      for (let i = 0; i < 3; i++) await failure(secondStep(attacker, '000000', '198.51.100.9'));
    }
    // Five wrong codes (and passwords) for this account from one address in 15 minutes, as before.
    const blocked = await failure(secondStep(await passwordStep(), appCode(), '198.51.100.9'));
    expect(blocked).toBeInstanceOf(RateLimitedError);
    expect(blocked!.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    nextStep();
    expect(await secondStep(await passwordStep(), appCode(), home.address)).toMatchObject({ id: user.id });
  });

  it(`reach a daily cap on the account only after ${SECOND_STEP_LIMITS.accountDaily.max}, from any number of addresses`, async () => {
    const perAddress = SECOND_STEP_LIMITS.pendingSignIn.max;
    for (let a = 0; a < SECOND_STEP_LIMITS.accountDaily.max / perAddress; a++) {
      const attacker = await passwordStep();
      for (let i = 0; i < perAddress; i++)
        expect(await failure(secondStep(attacker, '000000', `198.18.${a}.1`))).toMatchObject({ message: INVALID_CODE });
    }
    const capped = await failure(secondStep(await passwordStep(), appCode(), home.address));
    expect(capped).toBeInstanceOf(RateLimitedError);
    expect(capped!.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ hours?\.$/);
    await db.query(`update private.rate_limits set window_start = now() - interval '25 hours'`);
    expect(await secondStep(await passwordStep(), appCode(), home.address)).toMatchObject({ id: user.id });
  });
});

describe('the owner is told', () => {
  it('at the next sign-in: how many, from where and when, in their words', async () => {
    const attacker = await passwordStep();
    for (const address of ['198.51.100.20', '198.51.100.20', '198.51.100.21'])
      await failure(secondStep(attacker, '000000', address, 'Safari'));
    await secondStep(await passwordStep(), appCode(), home.address, home.browser);

    const notice = failedCodes(await activity(), { sinceSignIns: 1, complete: true });
    expect(notice.attempts.map((entry) => entry.address)).toEqual(['198.51.100.21', '198.51.100.20', '198.51.100.20']);
    expect(failedCodesSentence(notice)).toBe(
      '3 failed code attempts since your last sign-in, from 198.51.100.21 (Safari), 198.51.100.20 (Safari): someone may know your password.',
    );
    // The sign-in after that one has nothing to tell.
    nextStep();
    await secondStep(await passwordStep(), appCode(), home.address, home.browser);
    expect(failedCodes(await activity(), { sinceSignIns: 1, complete: true }).attempts).toEqual([]);
  });

  it('by e-mail once, at the third wrong code since the last sign-in, when mail is set up', async () => {
    const attacker = await passwordStep();
    for (let i = 1; i <= 4; i++) await failure(secondStep(attacker, '000000', `198.51.100.3${i}`));
    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail!.to).toEqual([owner.email]);
    expect(headersOf(mail!.raw).get('subject')).toEqual(['Someone may know your password']);
    const body = mail!.raw.replace(/=\r\n/g, '');
    expect(body.replace(/\s+/g, ' ')).toMatch(
      /3 failed code attempts since your last sign-in, the latest from 198\.51\.100\.33 \(Chrome\) at \d{4}-\d\d-\d\d \d\d:\d\d UTC: someone may know your password\./,
    );
    expect(body).toContain('/admin/login');
  });
});
