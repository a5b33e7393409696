import 'server-only';
import { AppError } from '@/lib/errors';
import { parseOrThrow } from '@/lib/validation';
import { signInSchema, signUpSchema } from './schemas';
import { supabaseChangePassword, supabaseSignOutOthers } from './supabase-account';
import { verifiedClaims, type Identity } from './supabase-claims';
import { supabaseForRequest, type RequestSupabase, type SupabaseConfig } from './supabase-client';
import {
  REGISTRATION_CLOSED,
  authUnreachable,
  fromAuthError,
  isExistingAccount,
  isRestOutage,
  isStatus500,
} from './supabase-errors';
import type { AuthAdapter, AuthUser, CookieJar } from './types';

/** @supabase/ssr's session cookie: sb-<project>-auth-token, maybe split into .0, .1, … */
const SESSION_COOKIE = /^sb-.+-auth-token(\.\d+)?$/;
const hasSession = (jar: CookieJar) => (jar.getAll?.() ?? []).some(({ name }) => SESSION_COOKIE.test(name));
const noCookies: CookieJar = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} };

/**
 * Authorisation reads public.profiles (is_admin), never user_metadata, which the user
 * can change. The read goes through PostgREST as the user, under row-level security.
 * No profile means the account was removed (every account gets one at sign-up): its
 * access token, valid until it expires, no longer signs anyone in.
 */
export async function profileOf(supabase: RequestSupabase, claims: Identity): Promise<AuthUser | null> {
  const result = await supabase
    .from('profiles')
    .select('username,is_admin')
    .eq('user_id', claims.sub)
    .maybeSingle<{ username: string; is_admin: boolean }>();
  const { data, error } = result;
  if (error)
    throw isRestOutage(result)
      ? authUnreachable(error)
      : new AppError('internal', 'Could not read the profile.', { cause: error });
  if (!data) return null;
  const email = String(claims.email ?? '');
  // The access token comes from the session only after getClaims() has verified it.
  const { data: current } = await supabase.auth.getSession();
  return {
    id: claims.sub,
    email,
    username: data.username,
    isAdmin: data.is_admin === true,
    accessToken: current.session?.access_token,
  };
}

/** Verified identity within the absolute lifetime (./supabase-claims), or null. */
async function verifiedUser(supabase: RequestSupabase, options: { confirm?: boolean } = {}): Promise<AuthUser | null> {
  const claims = await verifiedClaims(supabase, options);
  return claims ? profileOf(supabase, claims) : null;
}

/**
 * Whether the database is up, asked the same way whatever the e-mail: after GoTrue's bare
 * 500 on sign-up it tells the trigger's refusal ("Registration is closed") from an outage.
 */
async function databaseAnswers(supabase: RequestSupabase): Promise<boolean> {
  const { error } = await supabase.from('page_content').select('page_name').limit(1);
  return !error;
}

/** Auth through Supabase (GoTrue) with @supabase/ssr cookies; one client per call. */
export function createSupabaseAuth(config: SupabaseConfig): AuthAdapter {
  return {
    getUser: (jar, options) => verifiedUser(supabaseForRequest(config, jar, { bestEffort: true }), options),

    // getClaims() refreshes an expired access token and writes the new cookies via setAll.
    refresh: (jar) => verifiedUser(supabaseForRequest(config, jar)),

    async signIn(jar, input) {
      const credentials = parseOrThrow(signInSchema, input);
      const supabase = supabaseForRequest(config, jar);
      // Rotation, as in embedded mode: once the new session exists, the one this browser
      // still had is ended at GoTrue (its token is only read here, never trusted as identity).
      const previous = hasSession(jar) ? (await supabase.auth.getSession()).data.session?.access_token : undefined;
      const { data, error } = await supabase.auth.signInWithPassword(credentials);
      if (error || !data.session) throw fromAuthError(error);
      if (previous) await supabase.auth.admin.signOut(previous, 'local');
      // The user comes straight from GoTrue's answer: no second round trip to verify it.
      const user = await profileOf(supabase, { sub: data.user.id, email: data.user.email });
      if (!user) throw new AppError('unauthorized', 'This account has been removed.');
      return user;
    },

    async signUp(input) {
      const { email, password } = parseOrThrow(signUpSchema, input);
      const supabase = supabaseForRequest(config, noCookies);
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: {
          data: { username: email.split('@')[0], is_admin: true },
          emailRedirectTo: new URL('/auth/confirm', config.siteUrl).toString(),
        },
      });
      if (isStatus500(error) && (await databaseAnswers(supabase))) {
        console.warn('Sign-up refused by the database (the registration rule, or another trigger on auth.users).');
        throw new AppError('forbidden', REGISTRATION_CLOSED, { cause: error });
      }
      // An existing account gets the answer a new one gets, so sign-up cannot probe for
      // accounts. With confirmations off GoTrue says so (422); with them on it already
      // answers as for a new account, with no session.
      if (isExistingAccount(error)) return { email, confirmationSent: false };
      if (error) throw fromAuthError(error);
      // No session in the answer: GoTrue has sent a confirmation e-mail first.
      return { email, confirmationSent: !data.session };
    },

    async signOut(jar) {
      const supabase = supabaseForRequest(config, jar);
      const { error } = await supabase.auth.signOut();
      if (error)
        console.warn('Supabase sign-out did not reach the server; clearing the session cookies anyway.', error);
      // auth-js keeps the local session when the logout call fails: the cookies go regardless.
      for (const { name } of jar.getAll?.() ?? []) if (SESSION_COOKIE.test(name)) jar.delete(name);
    },

    changePassword: (jar, input) => supabaseChangePassword(config, jar, input),
    signOutOthers: (jar) => supabaseSignOutOthers(config, jar),
  };
}
