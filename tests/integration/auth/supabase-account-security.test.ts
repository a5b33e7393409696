import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import { memoryCookieJar } from '../../support/cookie-jar';
import {
  ANON_KEY,
  SITE_URL,
  SUPABASE_URL,
  gotrueError,
  gotrueSession,
  gotrueUser,
  sessionFromCookies,
  supabaseMock,
} from '../../support/gotrue';
import { failure } from '../../support/app-error';

const mock = supabaseMock();
const { recorded } = mock;

const auth = createSupabaseAuth({ url: SUPABASE_URL, anonKey: ANON_KEY, siteUrl: SITE_URL, secureCookies: true });
const user = gotrueUser('owner@example.com');
const profile = () => HttpResponse.json([{ username: 'owner', is_admin: true }]);
const DAY = 24 * 3600;
const daysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * DAY;
const ok = () => new HttpResponse(null, { status: 204 });
const change = { currentPassword: 'correct horse', newPassword: 'a brand new passphrase' };
const sent = () => recorded.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);

/** A browser holding a session that signed in `signedInAt` (unix seconds). */
async function signedIn(signedInAt?: number) {
  const session = gotrueSession(user, { signedInAt });
  mock.answers = { 'POST /auth/v1/token': () => HttpResponse.json(session), 'GET /rest/v1/profiles': profile };
  const browser = memoryCookieJar();
  await auth.signIn(browser.jar, { email: user.email, password: change.currentPassword });
  recorded.length = 0;
  return { browser, session };
}

describe('absolute lifetime in supabase mode', () => {
  it('signs out a session whose sign-in (amr) is older than 30 days, though its token is fresh', async () => {
    const { browser, session } = await signedIn(daysAgo(31));
    mock.answers = { 'GET /auth/v1/user': () => HttpResponse.json(user), 'POST /auth/v1/logout': ok };
    expect(await auth.refresh(browser.jar)).toBeNull();
    const logout = recorded.find((r) => r.url.pathname === '/auth/v1/logout');
    expect(logout?.url.search).toBe('?scope=local');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(sessionFromCookies(browser.values)).toBeNull();
  });

  it('keeps a session that signed in 29 days ago', async () => {
    const { browser } = await signedIn(daysAgo(29));
    mock.answers = { 'GET /auth/v1/user': () => HttpResponse.json(user), 'GET /rest/v1/profiles': profile };
    expect(await auth.getUser(browser.jar)).toMatchObject({ id: user.id });
    expect(sent()).not.toContain('POST /auth/v1/logout?scope=local');
  });
});

describe('changePassword', () => {
  const verification = gotrueSession(user);
  const answers = {
    'GET /auth/v1/user': () => HttpResponse.json(user),
    'POST /auth/v1/token': ({ body }: { body: unknown }) =>
      (body as { password?: string }).password === change.currentPassword
        ? HttpResponse.json(verification)
        : gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
    'PUT /auth/v1/user': () => HttpResponse.json(user),
    'POST /auth/v1/logout': ok,
  };

  it('refuses a wrong current password and sends no change', async () => {
    const { browser, session } = await signedIn();
    mock.answers = answers;
    const error = await failure(auth.changePassword(browser.jar, { ...change, currentPassword: 'not my password' }));
    expect([error.code, error.message]).toEqual(['unauthorized', 'Current password is incorrect']);
    expect(sent()).not.toContain('PUT /auth/v1/user');
    expect(sent()).not.toContain('POST /auth/v1/logout?scope=others');
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: session.access_token });
  });

  it('checks the current password, sets the new one and ends the other sessions, all under the user token', async () => {
    const { browser, session } = await signedIn();
    mock.answers = answers;
    await auth.changePassword(browser.jar, change);

    const grant = recorded.find((r) => r.url.pathname === '/auth/v1/token')!;
    expect(grant.url.search).toBe('?grant_type=password');
    expect(grant.body).toMatchObject({ email: user.email, password: change.currentPassword });
    // The sign-in that only checked the password does not stay behind as a session.
    const ended = recorded.find((r) => r.url.search === '?scope=local')!;
    expect(ended.headers.get('authorization')).toBe(`Bearer ${verification.access_token}`);
    const update = recorded.find((r) => r.method === 'PUT')!;
    expect(update.url.pathname).toBe('/auth/v1/user');
    expect(update.body).toMatchObject({ password: change.newPassword });
    expect(update.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    const others = recorded.find((r) => r.url.search === '?scope=others')!;
    expect(others.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: session.access_token });
  });

  it('refuses without a session, sending nothing', async () => {
    const error = await failure(auth.changePassword(memoryCookieJar().jar, change));
    expect(error.code).toBe('unauthorized');
    expect(recorded).toEqual([]);
  });
});

describe('signOutOthers', () => {
  it('posts /logout?scope=others under the user token and keeps this session', async () => {
    const { browser, session } = await signedIn();
    mock.answers = { 'GET /auth/v1/user': () => HttpResponse.json(user), 'POST /auth/v1/logout': ok };
    expect(await auth.signOutOthers(browser.jar)).toEqual({});
    const logout = recorded.find((r) => r.url.pathname === '/auth/v1/logout')!;
    expect(logout.url.search).toBe('?scope=others');
    expect(logout.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: session.access_token });
  });

  it('refuses without a session', async () => {
    expect((await failure(auth.signOutOthers(memoryCookieJar().jar))).code).toBe('unauthorized');
    expect(recorded).toEqual([]);
  });
});
