import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import { isBackendUnavailable } from '@/lib/backend-unavailable';
import { memoryCookieJar } from '../../support/cookie-jar';
import {
  ANON_KEY,
  SESSION_COOKIE,
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
// user_metadata claims admin, the profile does not: authorisation must follow the profile.
const user = gotrueUser('owner@example.com', undefined, { username: 'owner', is_admin: true });
const profile = (isAdmin: boolean) => () => HttpResponse.json([{ username: 'owner', is_admin: isAdmin }]);

async function signedIn() {
  const session = gotrueSession(user);
  mock.answers = { 'POST /auth/v1/token': () => HttpResponse.json(session), 'GET /rest/v1/profiles': profile(true) };
  const browser = memoryCookieJar();
  await auth.signIn(browser.jar, { email: 'owner@example.com', password: 'correct horse' });
  recorded.length = 0;
  return { browser, session };
}

/** Signed in with an access token that has expired; GoTrue is ready to hand out a new one. */
async function signedInExpired() {
  const expired = gotrueSession(user, { expiresIn: -60 });
  const renewed = gotrueSession(user);
  mock.answers = { 'POST /auth/v1/token': () => HttpResponse.json(expired), 'GET /rest/v1/profiles': profile(true) };
  const browser = memoryCookieJar();
  await auth.signIn(browser.jar, { email: 'owner@example.com', password: 'correct horse' });
  mock.answers = {
    'POST /auth/v1/token': () => HttpResponse.json(renewed),
    'GET /auth/v1/user': () => HttpResponse.json(user),
    'GET /rest/v1/profiles': profile(true),
  };
  recorded.length = 0;
  return { browser, expired, renewed };
}

describe('sign-in through GoTrue', () => {
  it('posts the password grant, stores the session in @supabase/ssr cookies and reads the profile as the user', async () => {
    const session = gotrueSession(user);
    mock.answers = { 'POST /auth/v1/token': () => HttpResponse.json(session), 'GET /rest/v1/profiles': profile(true) };
    const browser = memoryCookieJar();

    const signedInUser = await auth.signIn(browser.jar, { email: ' Owner@Example.com ', password: 'correct horse' });

    const [token, profileRead] = recorded;
    expect(token!.url.pathname + token!.url.search).toBe('/auth/v1/token?grant_type=password');
    expect(token!.body).toMatchObject({ email: 'owner@example.com', password: 'correct horse' });
    expect(token!.headers.get('apikey')).toBe(ANON_KEY);
    expect(profileRead!.url.searchParams.get('user_id')).toBe(`eq.${user.id}`);
    expect(profileRead!.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(signedInUser).toEqual({
      id: user.id,
      email: 'owner@example.com',
      username: 'owner',
      isAdmin: true,
      accessToken: session.access_token,
    });
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: session.access_token });
    const cookieOptions = browser.options.get(SESSION_COOKIE) ?? browser.options.get(`${SESSION_COOKIE}.0`);
    expect(cookieOptions).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  });

  it('ends the session the browser already had before starting a new one (rotation)', async () => {
    const { browser, session: old } = await signedIn();
    const fresh = gotrueSession(user);
    mock.answers = {
      'POST /auth/v1/logout': () => new HttpResponse(null, { status: 204 }),
      'POST /auth/v1/token': () => HttpResponse.json(fresh),
      'GET /rest/v1/profiles': profile(true),
    };
    await auth.signIn(browser.jar, { email: 'owner@example.com', password: 'correct horse' });
    const order = recorded.map((r) => r.url.pathname);
    expect(order.indexOf('/auth/v1/token')).toBeLessThan(order.indexOf('/auth/v1/logout'));
    const logout = recorded.find((r) => r.url.pathname === '/auth/v1/logout')!;
    expect(logout.url.search).toBe('?scope=local');
    expect(logout.headers.get('authorization')).toBe(`Bearer ${old.access_token}`);
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: fresh.access_token });
  });

  it('keeps the current session when a new sign-in fails', async () => {
    const { browser, session } = await signedIn();
    mock.answers = {
      'POST /auth/v1/token': () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
    };
    await failure(auth.signIn(browser.jar, { email: 'owner@example.com', password: 'typo' }));
    expect(recorded.map((r) => r.url.pathname)).toEqual(['/auth/v1/token']);
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: session.access_token });
  });

  it('answers wrong credentials (400 invalid_credentials) with the embedded message, writing no cookie', async () => {
    mock.answers = {
      'POST /auth/v1/token': () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials'),
    };
    const browser = memoryCookieJar();
    const error = await failure(auth.signIn(browser.jar, { email: 'owner@example.com', password: 'wrong' }));
    expect([error.code, error.message]).toEqual(['unauthorized', 'Invalid login credentials']);
    expect(browser.values.size).toBe(0);
  });

  it('explains an unconfirmed e-mail', async () => {
    mock.answers = { 'POST /auth/v1/token': () => gotrueError(400, 'email_not_confirmed', 'Email not confirmed') };
    const error = await failure(auth.signIn(memoryCookieJar().jar, { email: 'a@example.com', password: 'secret12' }));
    expect(error.code).toBe('forbidden');
    expect(error.message).toMatch(/^Email not confirmed: open the link/);
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['a 503', () => new HttpResponse('upstream down', { status: 503 })],
  ])('reports %s as the authentication service being unreachable', async (_, answer) => {
    mock.answers = { 'POST /auth/v1/token': answer };
    const error = await failure(auth.signIn(memoryCookieJar().jar, { email: 'a@example.com', password: 'secret12' }));
    expect([error.code, error.message]).toEqual([
      'unavailable',
      'Cannot reach the authentication service (Supabase). Try again shortly.',
    ]);
    expect(isBackendUnavailable(error)).toBe(true);
  });
});

describe('identity on later requests', () => {
  it('verifies the JWT with GoTrue (GET /user) and takes is_admin from the profile, not user_metadata', async () => {
    const { browser, session } = await signedIn();
    mock.answers = { 'GET /auth/v1/user': () => HttpResponse.json(user), 'GET /rest/v1/profiles': profile(false) };
    const current = await auth.getUser(browser.jar);
    expect(recorded[0]!.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(current).toMatchObject({ id: user.id, isAdmin: false, accessToken: session.access_token });
  });

  it('treats a token GoTrue rejects (401) as signed out, and no cookies as signed out without a request', async () => {
    const { browser } = await signedIn();
    mock.answers = { 'GET /auth/v1/user': () => gotrueError(401, 'bad_jwt', 'invalid JWT') };
    expect(await auth.getUser(browser.jar)).toBeNull();
    recorded.length = 0;
    expect(await auth.getUser(memoryCookieJar().jar)).toBeNull();
    expect(recorded).toEqual([]);
  });

  it('throws "unreachable" instead of signing the user out when GoTrue cannot be reached', async () => {
    const { browser } = await signedIn();
    mock.answers = { 'GET /auth/v1/user': () => HttpResponse.error() };
    const error = await failure(auth.getUser(browser.jar));
    expect(error.code).toBe('unavailable');
    expect(sessionFromCookies(browser.values)).not.toBeNull();
  });

  it('refresh() renews an expired access token with the refresh token and writes the new cookies', async () => {
    const { browser, expired, renewed } = await signedInExpired();
    const refreshed = await auth.refresh(browser.jar);
    const grant = recorded.find((r) => r.url.pathname === '/auth/v1/token')!;
    expect(grant.url.search).toBe('?grant_type=refresh_token');
    expect(grant.body).toEqual({ refresh_token: expired.refresh_token });
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: renewed.access_token });
    expect(refreshed?.accessToken).toBe(renewed.access_token);
  });

  it('getUser() keeps a session it had to refresh where the jar takes writes (route handlers), and still answers where it cannot (server components)', async () => {
    let { browser, renewed } = await signedInExpired();
    await auth.getUser(browser.jar);
    expect(sessionFromCookies(browser.values)).toMatchObject({ access_token: renewed.access_token });

    ({ browser, renewed } = await signedInExpired());
    const refusing = {
      ...browser.jar,
      set: () => {
        throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
      },
    };
    expect(await auth.getUser(refusing)).toMatchObject({ id: user.id, accessToken: renewed.access_token });
  });
});

describe('sign-out', () => {
  it('posts /logout with the bearer token and clears the session cookies', async () => {
    const { browser, session } = await signedIn();
    mock.answers = { 'POST /auth/v1/logout': () => new HttpResponse(null, { status: 204 }) };
    await auth.signOut(browser.jar);
    expect(recorded.map((r) => r.url.pathname + r.url.search)).toEqual(['/auth/v1/logout?scope=global']);
    expect(recorded[0]!.headers.get('authorization')).toBe(`Bearer ${session.access_token}`);
    expect(sessionFromCookies(browser.values)).toBeNull();
  });

  it('still clears the cookies when GoTrue cannot be reached', async () => {
    const { browser } = await signedIn();
    mock.answers = { 'POST /auth/v1/logout': () => HttpResponse.error() };
    await auth.signOut(browser.jar);
    expect(sessionFromCookies(browser.values)).toBeNull();
  });
});
