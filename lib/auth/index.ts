import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getData } from '@/lib/data';
import { isMissingFunction } from '@/lib/data/errors';
import { getEmbeddedDatabase } from '@/lib/data/embedded/instance';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/client-address';
import { throttledChangePassword } from './account-security';
import { createEmbeddedAuth } from './embedded';
import { createSupabaseAuth } from './supabase';
import type { SupabaseConfig } from './supabase-client';
import { requestCookieJar, routeCookieJar } from './next-cookies';
import { browserFamily } from './browser-family';
import { reposFor } from './repos';
import type { RecordActivity, RequestOrigin } from './second-factor/service';
import { secondFactorStanding } from './second-factor/standing';
import { createSupabaseSecondFactor } from './second-factor/supabase';
import type { SecondFactorAdapter } from './second-factor/types';
import { throttledSignIn, throttledSignUp } from './throttle';
import { needsSecondStep, type AuthAdapter, type AuthUser, type SignInOutcome } from './types';

export type { AuthUser } from './types';

/** Where an admin without a second factor is sent while the owner requires one. */
export const SECOND_FACTOR_SETUP_PATH = '/admin/second-factor';
export const SECOND_FACTOR_REQUIRED = 'The owner requires a second factor for every admin: set one up first.';
/** Where a sign-in waits for its second factor. */
export const SECOND_STEP_PATH = '/admin/login/verify';
export const SECOND_STEP_OPEN = 'Finish signing in: enter the code from your authenticator app.';

/** Supabase's address and public key in supabase mode; null in embedded mode. */
export function supabaseConfig(): SupabaseConfig | null {
  const env = getEnv();
  if (env.mode !== 'supabase') return null;
  return {
    url: env.NEXT_PUBLIC_SUPABASE_URL!,
    anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
    siteUrl: env.SITE_URL,
    secureCookies: env.isProduction,
  };
}

/** The one place the auth backend is chosen. */
export async function getAuth(): Promise<AuthAdapter> {
  const env = getEnv();
  const supabase = supabaseConfig();
  if (supabase) return createSupabaseAuth(supabase);
  return createEmbeddedAuth(await getEmbeddedDatabase(), { secureCookies: env.isProduction });
}

/** The second factor of the auth backend: built in (embedded), or Supabase Auth's MFA. */
export async function getSecondFactor(): Promise<SecondFactorAdapter> {
  const supabase = supabaseConfig();
  if (supabase) return createSupabaseSecondFactor(supabase, getEnv().SUPABASE_SERVICE_ROLE_KEY);
  return createEmbeddedAuth(await getEmbeddedDatabase(), { secureCookies: getEnv().isProduction }).secondFactor;
}

/** Whether the second step takes recovery codes: always built in; in supabase mode the server keeps them (service role key). */
export function recoveryCodesAvailable(): boolean {
  return !supabaseConfig() || Boolean(getEnv().SUPABASE_SERVICE_ROLE_KEY);
}

/** This request's client address (as the rate limits see it) and browser family. */
export async function requestOrigin(): Promise<RequestOrigin> {
  const list = await headers();
  return { address: clientAddress(list), browser: browserFamily(list.get('user-agent')) };
}

/** Writes to the account's activity list as that account (see migration 20261129000100). */
export const recordActivity: RecordActivity = async (user, entry) => {
  try {
    await (await reposFor(user)).security.record(entry);
  } catch (error) {
    // Not yet migrated (Supabase, see ./second-factor/standing.ts): signing in must not fail for it.
    if (!isMissingFunction(error)) throw error;
    console.warn('Account activity not recorded: apply migration 20261129000100 (supabase db push).');
  }
};

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

/**
 * Signs in from a server action, throttling failed attempts (see ./throttle). For an account
 * with a second factor the answer is SecondStepRequired: no session yet, the second step
 * (./two-factor.ts completeSignIn) finishes it.
 */
export async function signIn(input: { email: string; password: string }): Promise<SignInOutcome> {
  const jar = await requestCookieJar();
  const origin = await requestOrigin();
  const outcome = await throttledSignIn(await getAuth(), (await getData()).rateLimits, {
    jar,
    input,
    address: origin.address,
  });
  if (needsSecondStep(outcome)) return outcome;
  // Supabase: GoTrue's password sign-in gave an aal1 session, which the second step must raise.
  if (!(await secondFactorStanding(outcome)).sessionComplete) return { secondStep: 'required' };
  await recordActivity(outcome, { kind: 'sign_in', method: 'password', ...origin });
  return outcome;
}

export async function signUp(input: {
  email: string;
  password: string;
}): Promise<{ email: string; confirmationSent?: boolean }> {
  const address = clientAddress(await headers());
  return throttledSignUp(await getAuth(), (await getData()).rateLimits, { input, address });
}

export async function signOut(): Promise<void> {
  const jar = await requestCookieJar();
  return (await getAuth()).signOut(jar);
}

/**
 * Changes the signed-in user's password: the adapter checks the current one, wrong guesses are
 * throttled per account (./account-security), and every other session of theirs ends.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const user = await getUser();
  if (!user) throw new AppError('unauthorized', 'You must be signed in.');
  const jar = await requestCookieJar();
  await throttledChangePassword(await getAuth(), (await getData()).rateLimits, { jar, userId: user.id, input });
}

/** Ends every session of the signed-in user except this one (see AuthAdapter.signOutOthers). */
export async function signOutOtherSessions(): Promise<{ ended?: number }> {
  const jar = await requestCookieJar();
  return (await getAuth()).signOutOthers(jar);
}
