import { createClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listAdmins } from '@/app/api/admins/route';
import { recordActivity } from '@/lib/auth';
import * as service from '@/lib/auth/second-factor/service';
import { createSupabaseSecondFactor } from '@/lib/auth/second-factor/supabase';
import { INVALID_CODE } from '@/lib/auth/second-factor/types';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import { signInBuckets } from '@/lib/auth/throttle';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import type { AppError } from '@/lib/errors';
import { memoryCookieJar } from '../../support/cookie-jar';
import { createUser, openTestDatabase } from '../../support/database';
import { SITE_URL, SUPABASE_URL, sessionFromCookies } from '../../support/gotrue';
import { gotrueMfaHandlers } from '../../support/gotrue-mfa';
import { claimsOf, testAnonKey as ANON_KEY, testJwt } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Recovery codes in supabase mode: auth-js against the GoTrue stand-in (MFA and the admin factor
// delete), data and the service-only functions through the PostgREST stand-in over the real schema.
vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', SUPABASE_URL);
vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', ANON_KEY);
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <F>(f: F) => f }));

const SERVICE_KEY = testJwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' });
const config = { url: SUPABASE_URL, anonKey: ANON_KEY, siteUrl: SITE_URL, secureCookies: false };
const auth = createSupabaseAuth(config);
const adapter = createSupabaseSecondFactor(config, SERVICE_KEY);
const owner = { email: 'recovery-sb@example.com', password: 'correct horse battery' };
const origin = { address: '198.51.100.30', browser: 'Firefox' } as const;

let db: EmbeddedDatabase;
let server: ReturnType<typeof setupServer>;
let log: string[];
let deps: Parameters<typeof service.completeSignIn>[0];
let browser: ReturnType<typeof memoryCookieJar>;
let user: AuthUser;
let setupKey: string;
let codes: string[];

type Jar = ReturnType<typeof memoryCookieJar>;
const code = () => TOTP.generate({ secret: Secret.fromBase32(setupKey) });
const aalOf = (jar: Jar) => claimsOf(sessionFromCookies(jar.values)!.access_token)?.aal;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );
const adminsAs = (jar: Jar) =>
  listAdmins(
    new Request('http://localhost/api/admins', {
      headers: { cookie: [...jar.values].map(([name, value]) => `${name}=${value}`).join('; '), host: 'localhost' },
    }),
  );
const activity = async (account: AuthUser) =>
  (
    await (
      await getData()
    )
      .forCaller({ role: 'authenticated', userId: account.id, email: account.email, accessToken: account.accessToken })
      .security.activity({ userId: account.id, limit: 20 })
  ).map((entry) => `${entry.kind}/${entry.method ?? '-'}`);
const signIn = (jar: Jar, typed: string) => service.completeSignIn(deps, { jar: jar.jar, code: typed, origin });
const factorCount = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from auth.mfa_factors where user_id = $1', [user.id]))
    .rows[0]!.n;

async function passwordStep() {
  const jar = memoryCookieJar();
  await auth.signIn(jar.jar, owner);
  return jar;
}

/** Authenticator on (as the user would: QR code, then a code); returns the recovery codes shown. */
async function turnOnAuthenticator() {
  const setup = await service.startTotpSetup(deps, browser.jar);
  setupKey = setup.setupKey;
  const result = await service.confirmTotpSetup(deps, {
    jar: browser.jar,
    user,
    password: owner.password,
    code: code(),
    origin,
  });
  user = (await auth.getUser(browser.jar))!;
  return result.recoveryCodes;
}

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  await createUser(db, owner.email);
  const gotrue = gotrueMfaHandlers(db, { url: SUPABASE_URL, passwords: new Map([[owner.email, owner.password]]) });
  log = gotrue.log;
  server = setupServer(
    ...gotrue.handlers,
    postgrestHandler(db, { url: SUPABASE_URL, anonKey: ANON_KEY, serviceKey: SERVICE_KEY }),
  );
  server.listen({ onUnhandledFrame: 'error' });
  deps = { adapter, store: (await getData()).rateLimits, record: recordActivity };
  browser = await passwordStep();
  user = (await auth.getUser(browser.jar))!;
});
afterAll(() => server.close());

describe('Supabase mode: recovery codes kept by the server', () => {
  it('issues ten codes when the authenticator is turned on, stored only as HMACs', async () => {
    codes = await turnOnAuthenticator();
    expect(codes).toHaveLength(10);
    for (const each of codes) expect(each).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(await adapter.summary(browser.jar)).toMatchObject({ totp: {}, recoveryCodesLeft: 10 });
    const { rows } = await db.query<{ code_hash: string }>(
      'select code_hash from private.recovery_codes where user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(10);
    for (const { code_hash } of rows) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((each) => code_hash.includes(each.replace('-', '')))).toBe(false);
    }
  });

  it('keeps the hashes and the functions from users and visitors (PostgREST)', async () => {
    const asUser = createClient(SUPABASE_URL, ANON_KEY, {
      global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const visitor = createClient(SUPABASE_URL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await asUser.from('recovery_codes').select('*')).data ?? []).toEqual([]);
    const [hash] = (
      await db.query<{ code_hash: string }>('select code_hash from private.recovery_codes where user_id = $1', [
        user.id,
      ])
    ).rows;
    for (const client of [asUser, visitor]) {
      const left = await client.rpc('recovery_codes_left', { p_user_id: user.id });
      expect(left.error?.code).toBe('42501');
      const spent = await client.rpc('recovery_code_consume', {
        p_user_id: user.id,
        p_hash: hash!.code_hash,
        p_session_id: null,
      });
      expect(spent.error?.code).toBe('42501');
      const replaced = await client.rpc('recovery_codes_replace', { p_user_id: user.id, p_hashes: [] });
      expect(replaced.error?.code).toBe('42501');
    }
    expect(await adapter.summary(browser.jar)).toMatchObject({ recoveryCodesLeft: 10 });
  });

  it('throttles wrong recovery codes as wrong authenticator codes, without spending a right one', async () => {
    const jar = await passwordStep();
    for (let i = 0; i < 5; i++)
      expect(await failure(signIn(jar, 'aaaaa-bbbbb'))).toMatchObject({ code: 'unauthorized', message: INVALID_CODE });
    expect(await failure(signIn(jar, codes[9]!))).toMatchObject({ message: expect.stringMatching(/^Too many/) });
    expect(await adapter.summary(browser.jar)).toMatchObject({ recoveryCodesLeft: 10 });
    expect((await activity(user)).filter((entry) => entry === 'second_step_failed/-')).toHaveLength(5);
    // The owner waits out the 15 minutes.
    const store = (await getData()).rateLimits;
    const { account } = signInBuckets(owner.email, origin.address);
    await Promise.all(account.map(([bucket]) => store.reset(bucket)));
  });

  it('signs in once with a code: the TOTP factor is removed and the aal1 session reaches admin data', async () => {
    const jar = await passwordStep();
    expect((await adminsAs(jar)).status).toBe(401);
    const signedIn = await signIn(jar, codes[0]!.toUpperCase());
    expect(signedIn).toMatchObject({ id: user.id, factorRemoved: true });
    expect(aalOf(jar)).toBe('aal1');
    expect(await factorCount()).toBe(0);
    expect(log.filter((entry) => entry.startsWith(`DELETE /admin/users/${user.id}/factors/`))).toHaveLength(1);
    expect(log).toContain('POST /logout?scope=others');
    expect(await adapter.pendingSignIn(jar.jar)).toBeNull();
    expect((await adminsAs(jar)).status).toBe(200);
    expect((await activity(signedIn)).slice(0, 3)).toEqual([
      'sign_in/recovery_code',
      'factor_removed/totp',
      'recovery_code_used/recovery_code',
    ]);
    // The codes went with the app; a password alone signs in now.
    expect(await adapter.summary(jar.jar)).toEqual({ totp: null, recoveryCodesLeft: null });
    expect((await db.query('select 1 from private.recovery_codes where user_id = $1', [user.id])).rows).toEqual([]);
    expect(await adapter.pendingSignIn((await passwordStep()).jar)).toBeNull();
  });

  it('with a passkey too: the session still counts as complete, and a used code never works again', async () => {
    const fresh = await turnOnAuthenticator();
    await db.query(
      `insert into public.passkeys (user_id, credential_id, public_key, device_type, name)
       values ($1, 'cred-recovery-test-0001', decode(repeat('ab', 32), 'hex'), 'multiDevice', 'Laptop')`,
      [user.id],
    );
    const jar = await passwordStep();
    expect(await signIn(jar, fresh[3]!)).toMatchObject({ factorRemoved: true });
    expect(await factorCount()).toBe(0);
    // The passkey keeps the account at "has a second factor": this session is complete by its mark.
    expect((await adminsAs(jar)).status).toBe(200);

    const again = await passwordStep();
    expect(await adapter.pendingSignIn(again.jar)).toMatchObject({ userId: user.id });
    expect(await failure(signIn(again, fresh[3]!))).toMatchObject({ message: INVALID_CODE });
    expect(await failure(signIn(again, codes[0]!))).toMatchObject({ message: INVALID_CODE });
    expect((await adminsAs(again)).status).toBe(401);
  });

  it('turns the app off with the password and a recovery code (admin API), spending the code', async () => {
    const fresh = await turnOnAuthenticator();
    const turnOff = (typed: string) =>
      failure(service.disableTotp(deps, { jar: browser.jar, user, password: owner.password, code: typed, origin }));
    expect(await turnOff('aaaaa-bbbbb')).toMatchObject({ message: INVALID_CODE });
    expect(await factorCount()).toBe(1);
    expect(await turnOff(fresh[5]!)).toBeNull();
    expect(await factorCount()).toBe(0);
    expect((await db.query('select 1 from private.recovery_codes where user_id = $1', [user.id])).rows).toEqual([]);
    expect((await activity(user)).slice(0, 2)).toEqual(['factor_removed/totp', 'recovery_code_used/recovery_code']);
  });

  it('still signs in when GoTrue refuses to remove the factor: the app and the other codes stay', async () => {
    const fresh = await turnOnAuthenticator();
    server.use(
      http.delete(`${SUPABASE_URL}/auth/v1/admin/users/:userId/factors/:id`, () =>
        HttpResponse.json({ code: 'unexpected_failure', msg: 'boom' }, { status: 500 }),
      ),
    );
    const jar = await passwordStep();
    expect(await signIn(jar, fresh[0]!)).toMatchObject({ id: user.id, factorRemoved: false });
    server.resetHandlers();
    expect(await factorCount()).toBe(1);
    expect((await adminsAs(jar)).status).toBe(200);
    expect(await adapter.summary(browser.jar)).toMatchObject({ totp: {}, recoveryCodesLeft: 9 });
    expect((await activity(user))[0]).toBe('sign_in/recovery_code');
  });
});
