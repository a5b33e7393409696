import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { WRONG_CURRENT_PASSWORD } from '@/lib/auth/password-change';
import { TOO_MANY_FOR_THIS_SIGN_IN } from '@/lib/auth/second-factor/code-limits';
import * as service from '@/lib/auth/second-factor/service';
import { CODE_ALREADY_USED, INVALID_CODE, SETUP_EXPIRED, SIGN_IN_EXPIRED } from '@/lib/auth/second-factor/types';
import { needsSecondStep, type AuthUser } from '@/lib/auth/types';
import { createEmbeddedData } from '@/lib/data/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import type { AppError } from '@/lib/errors';
import { RateLimitedError, bucketName } from '@/lib/rate-limit';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';

const owner = { email: 'mfa-owner@example.com', password: 'correct horse battery' };
const origin = { address: '203.0.113.5', browser: 'Firefox' } as const;
const STEP_MS = 30_000;

let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;
let deps: Parameters<typeof service.completeSignIn>[0];
let user: AuthUser;
let browser: ReturnType<typeof memoryCookieJar>;
let setupKey: string;
let recoveryCodes: string[];

/** What the user's authenticator app shows, `steps` time steps from now. */
const appCode = (steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(setupKey), timestamp: Date.now() + steps * STEP_MS });
/** Moves the clock the codes are checked against to the next time step. */
const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );
const activity = async (limit = 20) =>
  (
    await createEmbeddedData(db)
      .forCaller({ role: 'authenticated', userId: user.id, email: user.email })
      .security.activity({ userId: user.id, limit })
  ).map((entry) => `${entry.kind}/${entry.method ?? '-'}`);

/** The first factor: a new browser signs in with the password, which only opens the second step. */
async function passwordStep() {
  const jar = memoryCookieJar();
  const outcome = await auth.signIn(jar.jar, owner);
  expect(needsSecondStep(outcome)).toBe(true);
  return jar;
}
const secondStep = (jar: ReturnType<typeof memoryCookieJar>, code: string, address: string = origin.address) =>
  service.completeSignIn(deps, { jar: jar.jar, code, origin: { ...origin, address } });

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  auth = createEmbeddedAuth(db, { secureCookies: false });
  const data = createEmbeddedData(db);
  deps = {
    adapter: auth.secondFactor,
    store: data.rateLimits,
    record: (account, entry) =>
      data.forCaller({ role: 'authenticated', userId: account.id, email: account.email }).security.record(entry),
  };
  await auth.signUp(owner);
  browser = memoryCookieJar();
  user = (await auth.signIn(browser.jar, owner)) as AuthUser;
});

// Only Date is faked (the database keeps its own clock): the codes' time steps move when a test says so.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('turning on an authenticator app', () => {
  it('needs the current password as well as the code: a session alone adds no factor, each wrong guess counts', async () => {
    const bucket = bucketName('password-change', user.id);
    const setup = await service.startTotpSetup(deps, browser.jar);
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.setupKey) });
    const confirm = (password?: string) =>
      failure(service.confirmTotpSetup(deps, { jar: browser.jar, user, password, code, origin }));

    expect(await confirm()).toMatchObject({ code: 'invalid_input', message: 'Password is required' });
    expect(await deps.store.check(bucket, 1, 900)).toBe(0);
    expect(await confirm('not my password')).toMatchObject({ code: 'unauthorized', message: WRONG_CURRENT_PASSWORD });
    // The guess spends the password change's budget.
    expect(await deps.store.check(bucket, 1, 900)).toBeGreaterThan(0);
    expect((await auth.secondFactor.summary(browser.jar)).totp).toBeNull();
    expect(await activity()).toEqual([]);
    await deps.store.reset(bucket);
  });

  it('shows a setup key, turns on only after a correct code, and keeps the secret sealed', async () => {
    const other = memoryCookieJar();
    await auth.signIn(other.jar, owner);
    const setup = await service.startTotpSetup(deps, browser.jar);
    setupKey = setup.setupKey;
    expect(setupKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}.*/);
    expect(setup.uri).toContain('algorithm=SHA1&digits=6&period=30');

    // A wrong code leaves it off: the password alone still signs in.
    const wrong = await failure(
      service.confirmTotpSetup(deps, { jar: browser.jar, user, password: owner.password, code: '000000', origin }),
    );
    expect(wrong).toMatchObject({ code: 'unauthorized', message: INVALID_CODE });
    // The password was right: a mistyped code costs no password guess.
    expect(await deps.store.check(bucketName('password-change', user.id), 1, 900)).toBe(0);
    expect((await auth.secondFactor.summary(browser.jar)).totp).toBeNull();

    ({ recoveryCodes } = await service.confirmTotpSetup(deps, {
      jar: browser.jar,
      user,
      password: owner.password,
      code: appCode(),
      origin,
    }));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await auth.secondFactor.summary(browser.jar)).toMatchObject({ totp: {}, recoveryCodesLeft: 10 });

    const stored = await db.query<{ secret: string; codes: string }>(
      `select f.secret, (select string_agg(code_hash, ' ') from auth.embedded_recovery_codes) as codes
       from auth.mfa_factors f where f.user_id = $1`,
      [user.id],
    );
    expect(stored.rows[0]!.secret).toMatch(/^s1\./);
    expect(stored.rows[0]!.secret).not.toContain(setupKey);
    for (const code of recoveryCodes) expect(stored.rows[0]!.codes).not.toContain(code.replace('-', ''));

    // A factor added ends the other sessions of the account; this one stays.
    expect(await auth.getUser(other.jar)).toBeNull();
    expect(await auth.getUser(browser.jar)).toMatchObject({ id: user.id });
    expect(await activity()).toEqual(['factor_added/totp']);
  });

  it('refuses a second setup while one is on, and a setup confirmed too late', async () => {
    await expect(service.startTotpSetup(deps, browser.jar)).rejects.toMatchObject({ code: 'conflict' });
    const someone = { email: 'late@example.com', password: 'correct horse battery' };
    await auth.signUp(someone);
    const jar = memoryCookieJar();
    const late = (await auth.signIn(jar.jar, someone)) as AuthUser;
    const setup = await service.startTotpSetup(deps, jar.jar);
    await db.query(`update auth.mfa_factors set created_at = now() - interval '16 minutes' where user_id = $1`, [
      late.id,
    ]);
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.setupKey) });
    await expect(
      service.confirmTotpSetup(deps, { jar: jar.jar, user: late, password: someone.password, code, origin }),
    ).rejects.toMatchObject({
      message: SETUP_EXPIRED,
    });
  });
});

describe('signing in with the second step', () => {
  it('gives the browser no session for the password alone, only a pending sign-in for five minutes', async () => {
    const jar = await passwordStep();
    expect(jar.values.get('session')).toBeUndefined();
    expect(jar.options.get('pending-sign-in')).toMatchObject({ httpOnly: true, sameSite: 'lax', maxAge: 300 });
    expect(await auth.getUser(jar.jar)).toBeNull();
    // The pending token is not a session token either.
    expect(await auth.getUser(memoryCookieJar({ session: jar.values.get('pending-sign-in')! }).jar)).toBeNull();
  });

  it('signs in with a correct current code, once: the same code again is refused', async () => {
    // The code that turned the app on was typed in a signed-in session: it still signs in (once).
    const first = await passwordStep();
    const code = appCode();
    const signedIn = await secondStep(first, code);
    expect(signedIn).toMatchObject({ id: user.id, email: owner.email });
    expect(first.values.get('pending-sign-in')).toBeUndefined();
    expect(await auth.getUser(first.jar)).toMatchObject({ id: user.id });

    // Replayed within its 30-second window (e.g. seen over a shoulder) from another browser.
    const replay = await passwordStep();
    expect(await failure(secondStep(replay, code))).toMatchObject({ code: 'unauthorized', message: CODE_ALREADY_USED });
    expect(await auth.getUser(replay.jar)).toBeNull();
    // The code of the previous step is older than the one used: refused too.
    expect(await failure(secondStep(replay, appCode(-1)))).toMatchObject({ message: CODE_ALREADY_USED });
    nextStep();
    expect(await secondStep(replay, appCode())).toMatchObject({ id: user.id });
  });

  it('refuses a wrong code and keeps the pending sign-in for another try', async () => {
    nextStep();
    const jar = await passwordStep();
    expect(await failure(secondStep(jar, '123456'))).toMatchObject({ code: 'unauthorized', message: INVALID_CODE });
    expect(await failure(secondStep(jar, 'not a code at all'))).toMatchObject({ message: INVALID_CODE });
    expect(await secondStep(jar, appCode())).toMatchObject({ id: user.id });
  });

  it('sends the second step reached without the first back: no cookie, a made-up one, a used one, an expired one', async () => {
    expect(await failure(secondStep(memoryCookieJar(), appCode()))).toMatchObject({ message: SIGN_IN_EXPIRED });
    const forged = memoryCookieJar({ 'pending-sign-in': 'x'.repeat(43) });
    expect(await failure(secondStep(forged, appCode()))).toMatchObject({ message: SIGN_IN_EXPIRED });
    expect(await auth.secondFactor.pendingSignIn(forged.jar)).toBeNull();

    nextStep();
    const jar = await passwordStep();
    const token = jar.values.get('pending-sign-in')!;
    await secondStep(jar, appCode());
    // The pending sign-in was consumed: its token does not work twice.
    nextStep();
    const reused = memoryCookieJar({ 'pending-sign-in': token });
    expect(await failure(secondStep(reused, appCode()))).toMatchObject({ message: SIGN_IN_EXPIRED });

    const slow = await passwordStep();
    await db.query(`update auth.embedded_pending_sign_ins set expires_at = now() - interval '1 second'`);
    expect(await auth.secondFactor.pendingSignIn(slow.jar)).toBeNull();
    expect(await failure(secondStep(slow, appCode()))).toMatchObject({ message: SIGN_IN_EXPIRED });
  });

  it('counts wrong codes per pending sign-in: after five that sign-in is over, not the account (issue #37, 8)', async () => {
    await db.query('delete from private.rate_limits');
    await db.query('delete from public.account_activity');
    const jar = await passwordStep();
    for (let i = 0; i < 5; i++)
      expect(await failure(secondStep(jar, '000000', `198.51.100.${i}`))).toMatchObject({ message: INVALID_CODE });
    // Even the right code, from yet another address, is refused for this pending sign-in.
    nextStep();
    const blocked = await failure(secondStep(jar, appCode(), '192.0.2.77'));
    expect(blocked).toBeInstanceOf(RateLimitedError);
    expect(blocked!.message).toBe(TOO_MANY_FOR_THIS_SIGN_IN);
    expect(await auth.getUser(jar.jar)).toBeNull();
    expect(await activity()).toEqual(Array(5).fill('second_step_failed/-'));

    // A new sign-in with the password and the right code goes through at once.
    expect(await secondStep(await passwordStep(), appCode())).toMatchObject({ id: user.id });
    expect((await activity(1))[0]).toBe('sign_in/totp');
  });
});

describe('recovery codes', () => {
  it('work once each, typed in any case, with or without the dash', async () => {
    const [code] = recoveryCodes;
    const jar = await passwordStep();
    expect(await secondStep(jar, code!.toUpperCase().replace('-', ' '))).toMatchObject({ id: user.id });
    expect(await activity(2)).toEqual(['sign_in/recovery_code', 'recovery_code_used/recovery_code']);

    const again = await passwordStep();
    expect(await failure(secondStep(again, code!))).toMatchObject({ code: 'unauthorized', message: INVALID_CODE });
    expect(await auth.secondFactor.summary(browser.jar)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('are all replaced by "New recovery codes", which needs a current authenticator code', async () => {
    const old = recoveryCodes[1]!;
    const refused = await failure(service.replaceRecoveryCodes(deps, { jar: browser.jar, user, code: old, origin }));
    expect(refused).toMatchObject({ code: 'unauthorized' });
    nextStep();
    const fresh = await service.replaceRecoveryCodes(deps, { jar: browser.jar, user, code: appCode(), origin });
    expect(fresh.recoveryCodes).toHaveLength(10);
    expect(fresh.recoveryCodes).not.toContain(old);
    expect(await failure(secondStep(await passwordStep(), old))).toMatchObject({ message: INVALID_CODE });
    expect(await secondStep(await passwordStep(), fresh.recoveryCodes[0]!)).toMatchObject({ id: user.id });
    recoveryCodes = fresh.recoveryCodes.slice(1);
  });
});

describe('turning the authenticator off', () => {
  it('needs the password and a code, ends the other sessions, and the password alone signs in again', async () => {
    await db.query('delete from private.rate_limits');
    nextStep();
    const other = await passwordStep();
    await secondStep(other, appCode());
    expect(await auth.getUser(other.jar)).toMatchObject({ id: user.id });

    nextStep();
    const turnOff = (password: string, code: string) =>
      failure(service.disableTotp(deps, { jar: browser.jar, user, password, code, origin }));
    expect(await turnOff('not my password', appCode())).toMatchObject({ message: 'Current password is incorrect' });
    expect(await turnOff(owner.password, '000000')).toMatchObject({ message: INVALID_CODE });
    expect(await turnOff(owner.password, appCode())).toBeNull();

    expect(await auth.getUser(other.jar)).toBeNull();
    expect(await auth.getUser(browser.jar)).toMatchObject({ id: user.id });
    expect(await auth.secondFactor.summary(browser.jar)).toEqual({ totp: null, recoveryCodesLeft: 0 });
    expect((await activity(1))[0]).toBe('factor_removed/totp');
    const outcome = await auth.signIn(memoryCookieJar().jar, owner);
    expect(needsSecondStep(outcome)).toBe(false);
  });
});
