import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { AppError } from '@/lib/errors';
import { getAuth } from './backend';
import { requestCookieJar, routeCookieJar } from './next-cookies';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_SETUP_PATH, SECOND_STEP_OPEN, SECOND_STEP_PATH } from './pages';
import { secondFactorStanding } from './second-factor/standing';
import type { AuthUser } from './types';

/** The signed-in user of this request, or null. Cached for the request. */
export const getUser = cache(async (): Promise<AuthUser | null> => {
  // Cookies first: that marks the page dynamic before anything touches the database.
  const jar = await requestCookieJar();
  return (await getAuth()).getUser(jar);
});

/**
 * True when the owner requires a second factor and this user has none: then the user may reach
 * only the setup page and sign out.
 */
export async function mustSetUpSecondFactor(user: AuthUser): Promise<boolean> {
  const standing = await secondFactorStanding(user);
  return standing.required && !standing.hasSecondFactor;
}

/**
 * For the second-factor setup page and its actions only: the user, or a redirect to the login
 * page, whatever the owner's rule says (see requireUser).
 */
export async function requireSignedIn(): Promise<AuthUser> {
  const user = await getUser();
  if (!user) redirect('/admin/login');
  // Supabase: a password-only session of an account with a factor is a sign-in half done.
  if (!(await secondFactorStanding(user)).sessionComplete) redirect(SECOND_STEP_PATH);
  return user;
}

type ApiUserOptions = {
  /** The session must still exist at the auth server (see AuthAdapter.getUser): for requests that change data. */
  confirm?: boolean;
};

/**
 * For pages and server actions: the user, or a redirect to the login page, or, while the owner
 * requires a second factor that this user lacks, to the setup page.
 */
export async function requireUser(): Promise<AuthUser> {
  const user = await requireSignedIn();
  if (await mustSetUpSecondFactor(user)) redirect(SECOND_FACTOR_SETUP_PATH);
  return user;
}

/**
 * For route handlers: the user, or a 401 AppError (403 while the owner's rule asks this user for a
 * second factor first). Given the Request, it reads the session cookie from it directly (no Next
 * request scope needed, so handlers are testable).
 */
export async function requireApiUser(request?: Request, options: ApiUserOptions = {}): Promise<AuthUser> {
  const jar = request ? await routeCookieJar(request) : await requestCookieJar();
  const user = await (await getAuth()).getUser(jar, options);
  if (!user) throw new AppError('unauthorized', 'You must be signed in.');
  // Read once: outside a page render (route handlers) React's cache does not hold it for the request.
  const standing = await secondFactorStanding(user);
  if (!standing.sessionComplete) throw new AppError('unauthorized', SECOND_STEP_OPEN);
  if (standing.required && !standing.hasSecondFactor) throw new AppError('forbidden', SECOND_FACTOR_REQUIRED);
  return user;
}

/** For route handlers of the admin area: a signed-in admin, or a 401/403 AppError. */
export async function requireApiAdmin(request?: Request, options: ApiUserOptions = {}): Promise<AuthUser> {
  const user = await requireApiUser(request, options);
  if (!user.isAdmin) throw new AppError('forbidden', 'This needs an admin account.');
  return user;
}
