import { setupServer } from 'msw/node';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listAdmins } from '@/app/api/admins/route';
import { SECOND_STEP_OPEN, recordActivity } from '@/lib/auth';
import { WRONG_CURRENT_PASSWORD } from '@/lib/auth/password-change';
import * as service from '@/lib/auth/second-factor/service';
import { createSupabaseSecondFactor } from '@/lib/auth/second-factor/supabase';
import { INVALID_CODE, NO_RECOVERY_CODES, SIGN_IN_EXPIRED } from '@/lib/auth/second-factor/types';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import type { AppError } from '@/lib/errors';
import { bucketName } from '@/lib/rate-limit';
import { memoryCookieJar } from '../../support/cookie-jar';
import { createUser, openTestDatabase } from '../../support/database';
import { SITE_URL, SUPABASE_URL, sessionFromCookies } from '../../support/gotrue';
import { gotrueMfaHandlers } from '../../support/gotrue-mfa';
import { claimsOf, testAnonKey as ANON_KEY } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Supabase mode end to end in one process: auth-js against the GoTrue stand-in (with MFA), data
// through the PostgREST stand-in over the real schema, which sees the same auth.mfa_factors. The
// anon key is a JWT (role anon), as Supabase's is: the rate-limit counters are called with it.
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', SUPABASE_URL);
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', ANON_KEY);
// React's cache() memoises per render; here each call must read afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <F>(f: F) => f }));

const config = { url: SUPABASE_URL, anonKey: ANON_KEY, siteUrl: SITE_URL, secureCookies: false };
const auth = createSupabaseAuth(config);
const adapter = createSupabaseSecondFactor(config);
const owner = { email: 'owner-sb@example.com', password: 'correct horse battery' };
const origin = { address: '198.51.100.20', browser: 'Safari' } as const;
const passwords = new Map([[owner.email, owner.password]]);

let db: EmbeddedDatabase;
let server: ReturnType<typeof setupServer>;
let log: string[];
let deps: Parameters<typeof service.completeSignIn>[0];
let browser: ReturnType<typeof memoryCookieJar>;
let user: AuthUser;
let setupKey: string;

const code = () => TOTP.generate({ secret: Secret.fromBase32(setupKey) });
const aalOf = (jar: ReturnType<typeof memoryCookieJar>) => claimsOf(sessionFromCookies(jar.values)!.access_token)?.aal;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );
const cookieHeader = (jar: ReturnType<typeof memoryCookieJar>) =>
  [...jar.values].map(([name, value]) => `${name}=${value}`).join('; ');
const adminsAs = (jar: ReturnType<typeof memoryCookieJar>) =>
  listAdmins(new Request('http://localhost/api/admins', { headers: { cookie: cookieHeader(jar), host: 'localhost' } }));
const activity = async (account: AuthUser) =>
  (
    await (
      await getData()
    )
      .forCaller({ role: 'authenticated', userId: account.id, email: account.email, accessToken: account.accessToken })
      .security.activity({ userId: account.id, limit: 10 })
  ).map((entry) => `${entry.kind}/${entry.method ?? '-'}`);

async function passwordStep() {
  const jar = memoryCookieJar();
  await auth.signIn(jar.jar, owner);
  return jar;
}

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  await createUser(db, owner.email);
  const gotrue = gotrueMfaHandlers(db, { url: SUPABASE_URL, passwords });
  log = gotrue.log;
  server = setupServer(...gotrue.handlers, postgrestHandler(db, { url: SUPABASE_URL, anonKey: ANON_KEY }));
  server.listen({ onUnhandledFrame: 'error' });
  deps = { adapter, store: (await getData()).rateLimits, record: recordActivity };
  browser = await passwordStep();
  user = (await auth.getUser(browser.jar))!;
});
afterAll(() => server.close());

describe('Supabase mode: an authenticator app through auth.mfa', () => {
  it('enrolls a TOTP factor, turns it on after a correct code, and raises this session to aal2', async () => {
    expect(await adapter.pendingSignIn(browser.jar)).toBeNull();
    const setup = await service.startTotpSetup(deps, browser.jar);
    setupKey = setup.setupKey;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    // The current password, checked at GoTrue as for a password change: without it, no factor.
    const confirm = (password: string | undefined, typed: string) =>
      service.confirmTotpSetup(deps, { jar: browser.jar, user, password, code: typed, origin });
    expect(await failure(confirm(undefined, code()))).toMatchObject({ code: 'invalid_input' });
    expect(await failure(confirm('not my password', code()))).toMatchObject({
      code: 'unauthorized',
      message: WRONG_CURRENT_PASSWORD,
    });
    expect(await deps.store.check(bucketName('password-change', user.id), 1, 900)).toBeGreaterThan(0);
    expect(await adapter.summary(browser.jar)).toMatchObject({ totp: null });
    const wrong = await failure(confirm(owner.password, '000000'));
    expect(wrong).toMatchObject({ code: 'unauthorized', message: INVALID_CODE });

    expect(await confirm(owner.password, code())).toEqual({
      recoveryCodes: [],
    });
    expect(aalOf(browser)).toBe('aal2');
    expect(log).toContain('POST /logout?scope=others');
    expect(await adapter.summary(browser.jar)).toMatchObject({ totp: {}, recoveryCodesLeft: null });
    user = (await auth.getUser(browser.jar))!;
    expect(await activity(user)).toEqual(['factor_added/totp']);
  });

  it('leaves a password sign-in pending (aal1): refused by the route handlers until the second step', async () => {
    const jar = await passwordStep();
    expect(aalOf(jar)).toBe('aal1');
    expect(await adapter.pendingSignIn(jar.jar)).toMatchObject({ userId: user.id, email: owner.email, hasTotp: true });
    const refused = await adminsAs(jar);
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe(SECOND_STEP_OPEN);

    expect(await failure(service.completeSignIn(deps, { jar: jar.jar, code: '000000', origin }))).toMatchObject({
      message: INVALID_CODE,
    });
    const signedIn = await service.completeSignIn(deps, { jar: jar.jar, code: code(), origin });
    expect(signedIn).toMatchObject({ id: user.id, email: owner.email });
    expect(aalOf(jar)).toBe('aal2');
    expect(await adapter.pendingSignIn(jar.jar)).toBeNull();
    expect((await adminsAs(jar)).status).toBe(200);
    expect((await activity(signedIn)).slice(0, 2)).toEqual(['sign_in/totp', 'second_step_failed/-']);
  });

  it('has no second step to finish without a pending sign-in, and no recovery codes', async () => {
    expect(
      await failure(service.completeSignIn(deps, { jar: memoryCookieJar().jar, code: code(), origin })),
    ).toMatchObject({
      message: SIGN_IN_EXPIRED,
    });
    expect(await failure(service.completeSignIn(deps, { jar: browser.jar, code: code(), origin }))).toMatchObject({
      message: SIGN_IN_EXPIRED,
    });
    expect(
      await failure(service.replaceRecoveryCodes(deps, { jar: browser.jar, user, code: code(), origin })),
    ).toMatchObject({ code: 'invalid_input', message: NO_RECOVERY_CODES });
  });

  it('turns off with the password and a code (unenroll), after which the password alone signs in', async () => {
    const turnOff = (password: string, totp: string) =>
      failure(service.disableTotp(deps, { jar: browser.jar, user, password, code: totp, origin }));
    expect(await turnOff('not my password', code())).toMatchObject({ message: 'Current password is incorrect' });
    expect(await turnOff(owner.password, '000000')).toMatchObject({ message: INVALID_CODE });
    expect(await turnOff(owner.password, code())).toBeNull();
    expect(log.filter((entry) => entry.startsWith('DELETE /factors/'))).toHaveLength(1);
    expect(await adapter.summary(browser.jar)).toEqual({ totp: null, recoveryCodesLeft: null });
    const jar = await passwordStep();
    expect(await adapter.pendingSignIn(jar.jar)).toBeNull();
    expect((await adminsAs(jar)).status).toBe(200);
    expect((await activity(user))[0]).toBe('factor_removed/totp');
  });
});
