import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getData } from '@/lib/data';
import { getEmbeddedDatabase } from '@/lib/data/embedded/instance';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/client-address';
import { throttledChangePassword } from './account-security';
import { createEmbeddedAuth } from './embedded';
import { createSupabaseAuth } from './supabase';
import type { SupabaseConfig } from './supabase-client';
import { requestCookieJar, routeCookieJar } from './next-cookies';
import { throttledSignIn, throttledSignUp } from './throttle';
import type { AuthAdapter, AuthUser } from './types';

export type { AuthUser } from './types';

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

/** The signed-in user of this request, or null. Cached for the request. */
export const getUser = cache(async (): Promise<AuthUser | null> => {
  // Cookies first: that marks the page dynamic before anything touches the database.
  const jar = await requestCookieJar();
  return (await getAuth()).getUser(jar);
});

/** For pages and server actions: the user, or a redirect to the login page. */
export async function requireUser(): Promise<AuthUser> {
  const user = await getUser();
  if (!user) redirect('/admin/login');
  return user;
}

type ApiUserOptions = {
  /** The session must still exist at the auth server (see AuthAdapter.getUser): for requests that change data. */
  confirm?: boolean;
};

/**
 * For route handlers: the user, or a 401 AppError. Given the Request, it reads the
 * session cookie from it directly (no Next request scope needed, so handlers are testable).
 */
export async function requireApiUser(request?: Request, options: ApiUserOptions = {}): Promise<AuthUser> {
  const jar = request ? await routeCookieJar(request) : await requestCookieJar();
  const user = await (await getAuth()).getUser(jar, options);
  if (!user) throw new AppError('unauthorized', 'You must be signed in.');
  return user;
}

/** For route handlers of the admin area: a signed-in admin, or a 401/403 AppError. */
export async function requireApiAdmin(request?: Request, options: ApiUserOptions = {}): Promise<AuthUser> {
  const user = await requireApiUser(request, options);
  if (!user.isAdmin) throw new AppError('forbidden', 'This needs an admin account.');
  return user;
}

/** Signs in from a server action, throttling failed attempts (see ./throttle). */
export async function signIn(input: { email: string; password: string }): Promise<AuthUser> {
  const jar = await requestCookieJar();
  const address = clientAddress(await headers());
  return throttledSignIn(await getAuth(), (await getData()).rateLimits, { jar, input, address });
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
