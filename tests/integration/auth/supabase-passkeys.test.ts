import { randomBytes, randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relyingPartyOf } from '@/lib/auth/passkeys/relying-party';
import { createSupabasePasskeys } from '@/lib/auth/passkeys/supabase';
import { CHALLENGE_EXPIRED } from '@/lib/auth/passkeys/types';
import { WRONG_CURRENT_PASSWORD } from '@/lib/auth/password-change';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { softAuthenticator } from '../../support/authenticator';
import { memoryCookieJar } from '../../support/cookie-jar';
import { createUser, openTestDatabase } from '../../support/database';
import { gotrueError, gotrueUser } from '../../support/gotrue';
import { claimsOf, testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Supabase mode over HTTP: PostgREST is the stand-in over the real schema (row-level security and
// grants included), GoTrue a small stand-in here that issues sessions, one-time magic-link tokens
// (admin API, service key only) and exchanges them once.
const SITE = 'http://localhost:3700';
const URL = testSupabaseUrl;
const serviceKey = testJwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' });
const SESSION_COOKIE = 'sb-abcdefghijklmnop-auth-token';
const PASSWORD = 'correct horse battery';
const config = { url: URL, anonKey: testAnonKey, siteUrl: SITE, secureCookies: false };
const passkeys = createSupabasePasskeys(config, { serviceKey, relyingParty: relyingPartyOf(SITE) });

type Account = { id: ReturnType<typeof randomUUID>; email: string };
type Sent = { method: string; path: string; authorization: string | null; body: unknown };
const sent: Sent[] = [];
const accounts = new Map<string, Account>();
const links = new Map<string, Account>();
const server = setupServer();
let db: EmbeddedDatabase;
let owner: Account;
let ownerBrowser: ReturnType<typeof signedInBrowser>;

const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error & { code?: string }) => error,
  );

function sessionFor(account: Account) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: account.id,
    email: account.email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    session_id: randomUUID(),
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: now }],
  };
  return {
    access_token: testJwt(claims),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: `refresh-${randomUUID()}`,
    user: gotrueUser(account.email, account.id),
  };
}

/** A browser holding a session of `account`, in @supabase/ssr's cookie format. */
function signedInBrowser(account: Account) {
  const session = sessionFor(account);
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  return { ...memoryCookieJar({ [SESSION_COOKIE]: value }), session };
}

/** The session @supabase/ssr wrote into the cookies, if any. */
function cookieSession(values: Map<string, string>) {
  const raw = values.get(SESSION_COOKIE);
  if (!raw) return null;
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString()) as { access_token: string };
}

const gotrue = [
  http.get(`${URL}/auth/v1/user`, ({ request }) => {
    const claims = claimsOf(bearer(request));
    if (!claims?.sub) return gotrueError(403, 'bad_jwt', 'invalid JWT');
    return HttpResponse.json(gotrueUser(String(claims.email), String(claims.sub) as Account['id']));
  }),
  http.post(`${URL}/auth/v1/admin/generate_link`, async ({ request }) => {
    if (bearer(request) !== serviceKey) return gotrueError(403, 'not_admin', 'User not allowed');
    const { type, email } = (await request.json()) as { type: string; email: string };
    const account = accounts.get(email);
    if (type !== 'magiclink' || !account) return gotrueError(404, 'user_not_found', 'User not found');
    const hashed = randomBytes(28).toString('hex');
    links.set(hashed, account);
    return HttpResponse.json({
      ...gotrueUser(account.email, account.id),
      action_link: `${URL}/auth/v1/verify?token=${hashed}&type=magiclink&redirect_to=${SITE}`,
      email_otp: '123456',
      hashed_token: hashed,
      redirect_to: SITE,
      verification_type: 'magiclink',
    });
  }),
  http.post(`${URL}/auth/v1/verify`, async ({ request }) => {
    const { token_hash: hash, type } = (await request.json()) as { token_hash: string; type: string };
    const account = links.get(hash);
    links.delete(hash);
    if (!account || type !== 'magiclink')
      return gotrueError(403, 'otp_expired', 'Email link is invalid or has expired');
    return HttpResponse.json(sessionFor(account));
  }),
  http.post(`${URL}/auth/v1/token`, async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    const account = accounts.get(email);
    if (!account || password !== PASSWORD) return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
    return HttpResponse.json(sessionFor(account));
  }),
  http.post(`${URL}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
];

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  server.use(postgrestHandler(db, { url: URL, anonKey: testAnonKey, serviceKey }), ...gotrue);
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: new globalThis.URL(request.url).pathname + new globalThis.URL(request.url).search,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
  });
  server.listen({ onUnhandledFrame: 'error' });
  for (const email of ['sb-passkey-owner@example.com', 'sb-passkey-other@example.com']) {
    const { id } = await createUser(db, email);
    accounts.set(email, { id: id as Account['id'], email });
  }
  owner = accounts.get('sb-passkey-owner@example.com')!;
  ownerBrowser = signedInBrowser(owner);
});
afterAll(() => server.close());

const laptop = softAuthenticator();

describe('passkeys in supabase mode', () => {
  it('adds one for the signed-in user: stored by the server, listed as the user under RLS, other sessions ended', async () => {
    // The current password first, checked at GoTrue: a wrong one issues no challenge.
    const wrong = await failure(passkeys.registrationOptions(ownerBrowser.jar, { password: 'not my password' }));
    expect(wrong).toMatchObject({ code: 'unauthorized', message: WRONG_CURRENT_PASSWORD });
    expect((await db.query('select 1 from private.passkey_challenges')).rows).toEqual([]);
    const options = await passkeys.registrationOptions(ownerBrowser.jar, { password: PASSWORD });
    sent.length = 0;
    const added = await passkeys.register(ownerBrowser.jar, { response: laptop.create(SITE, options), name: 'Laptop' });
    expect(added).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const stored = await db.query<{ user_id: string }>('select user_id from public.passkeys');
    expect(stored.rows).toEqual([{ user_id: owner.id }]);
    // The write went through the server-only function with the service key...
    expect(sent.find((r) => r.path === '/rest/v1/rpc/passkey_add')?.authorization).toBe(`Bearer ${serviceKey}`);
    // ...and the other sessions of the account ended at GoTrue, asked with the user's own token.
    const logout = sent.find((r) => r.path.startsWith('/auth/v1/logout'));
    expect(logout).toMatchObject({ path: '/auth/v1/logout?scope=others' });
    expect(logout?.authorization).toBe(`Bearer ${ownerBrowser.session.access_token}`);

    sent.length = 0;
    expect(await passkeys.list(ownerBrowser.jar)).toEqual([added]);
    const read = sent.find((r) => r.path.startsWith('/rest/v1/passkeys'));
    expect(read?.authorization).toBe(`Bearer ${ownerBrowser.session.access_token}`);
    const other = signedInBrowser(accounts.get('sb-passkey-other@example.com')!);
    expect(await passkeys.list(other.jar)).toEqual([]);
    expect(await failure(passkeys.rename(other.jar, { id: added.id, name: 'Mine' }))).toMatchObject({
      code: 'not_found',
    });
  });

  it('signs in: a one-time admin token exchanged on the server into the browser session, never handed to it', async () => {
    const browser = memoryCookieJar();
    const options = await passkeys.signInOptions(browser.jar);
    const response = laptop.get(SITE, options);
    sent.length = 0;
    const user = await passkeys.signIn(browser.jar, response);
    expect(user).toMatchObject({ id: owner.id, email: owner.email, isAdmin: true });

    const link = sent.find((r) => r.path === '/auth/v1/admin/generate_link');
    expect(link).toMatchObject({
      authorization: `Bearer ${serviceKey}`,
      body: { type: 'magiclink', email: owner.email },
    });
    const verify = sent.find((r) => r.path === '/auth/v1/verify') as { body: { token_hash: string } };
    expect(links.size).toBe(0); // exchanged, so spent
    const session = cookieSession(browser.values);
    expect(claimsOf(session!.access_token)).toMatchObject({ sub: owner.id });
    expect(user.accessToken).toBe(session!.access_token);
    // The token only went from GoTrue to the server and back: nothing the browser holds carries it.
    for (const value of browser.values.values()) {
      expect(value).not.toContain(verify.body.token_hash);
      expect(Buffer.from(value.replace(/^base64-/, ''), 'base64url').toString()).not.toContain(verify.body.token_hash);
    }
    expect(JSON.stringify(user)).not.toContain(verify.body.token_hash);

    sent.length = 0;
    expect(await failure(passkeys.signIn(browser.jar, response))).toMatchObject({ message: CHALLENGE_EXPIRED });
    expect(sent.some((r) => r.path === '/auth/v1/admin/generate_link')).toBe(false);
  });

  it('makes a passkey session a complete sign-in, which a password-only session of the account is not', async () => {
    const complete = async (accessToken: string) => {
      const asSession = createClient(URL, testAnonKey, { accessToken: async () => accessToken });
      const { data, error } = await asSession.rpc('account_security_standing');
      expect(error).toBeNull();
      return (data as { session_complete: boolean }[])[0]!.session_complete;
    };
    const browser = memoryCookieJar();
    const options = await passkeys.signInOptions(browser.jar);
    const user = await passkeys.signIn(browser.jar, laptop.get(SITE, options));
    // GoTrue rates the exchanged session aal1, like a password: the database knows it was a passkey.
    expect(claimsOf(user.accessToken!)).toMatchObject({ aal: 'aal1' });
    expect(await complete(user.accessToken!)).toBe(true);
    // The session that added the passkey passed its check too; a new password-only one has not.
    expect(await complete(ownerBrowser.session.access_token)).toBe(true);
    expect(await complete(sessionFor(owner).access_token)).toBe(false);
    // The pending account's passkey is offered at the second step.
    expect(await passkeys.accountHasPasskey(owner.id)).toBe(true);
  });

  it('keeps the server functions to the service key: neither a user nor a visitor may call them', async () => {
    const asUser = createClient(URL, testAnonKey, { accessToken: async () => ownerBrowser.session.access_token });
    const asVisitor = createClient(URL, testAnonKey);
    for (const client of [asUser, asVisitor]) {
      const read = await client.rpc('passkey_credentials', { p_user_id: owner.id });
      expect(read.error?.code).toBe('42501');
      const add = await client.rpc('passkey_consume_challenge', {
        p_challenge: 'x',
        p_browser_hash: 'y',
        p_purpose: 'z',
      });
      expect(add.error?.code).toBe('42501');
    }
    const insert = await asUser.from('passkeys').insert({
      user_id: owner.id,
      credential_id: 'a'.repeat(24),
      public_key: '\\x00',
      device_type: 'singleDevice',
      name: 'Forged',
    });
    expect(insert.error?.code).toBe('42501');
  });

  it('removes one after the password, checked by GoTrue', async () => {
    const [passkey] = await passkeys.list(ownerBrowser.jar);
    const wrong = passkeys.remove(ownerBrowser.jar, { id: passkey!.id, proof: { password: 'not it' } });
    expect(await failure(wrong)).toMatchObject({ message: WRONG_CURRENT_PASSWORD });
    await passkeys.remove(ownerBrowser.jar, { id: passkey!.id, proof: { password: PASSWORD } });
    expect((await db.query('select 1 from public.passkeys')).rows).toEqual([]);
  });
});
