import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getEmbeddedDatabase } from '@/lib/data/embedded/instance';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { createEmbeddedAuth } from './embedded';
import { requestCookieJar } from './next-cookies';
import type { AuthAdapter, AuthUser } from './types';

export type { AuthUser } from './types';

/** The one place the auth backend is chosen. */
export async function getAuth(): Promise<AuthAdapter> {
  const env = getEnv();
  if (env.mode === 'supabase') {
    throw new AppError(
      'unavailable',
      'Supabase mode is not available in this version yet: unset NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY to run on the embedded database.',
    );
  }
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

/** For route handlers and actions that answer with data: the user, or a 401 AppError. */
export async function requireApiUser(): Promise<AuthUser> {
  const user = await getUser();
  if (!user) throw new AppError('unauthorized', 'You must be signed in.');
  return user;
}

export async function signIn(input: { email: string; password: string }): Promise<AuthUser> {
  const jar = await requestCookieJar();
  return (await getAuth()).signIn(jar, input);
}

export async function signUp(input: { email: string; password: string }): Promise<{ email: string }> {
  return (await getAuth()).signUp(input);
}

export async function signOut(): Promise<void> {
  const jar = await requestCookieJar();
  return (await getAuth()).signOut(jar);
}
