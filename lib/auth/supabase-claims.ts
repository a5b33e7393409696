import 'server-only';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from './session-token';
import type { RequestSupabase } from './supabase-client';
import { authUnreachable, isOutage } from './supabase-errors';

export type Identity = { sub: string; email?: string };

/**
 * When the session signed in, in unix seconds: GoTrue stamps each authentication method of the
 * session into `amr` and keeps the stamps across refreshes. The earliest is the sign-in (a later
 * one is a second factor). Null when the token carries none.
 */
export function signedInAt(claims: { amr?: unknown }): number | null {
  const stamps = (Array.isArray(claims.amr) ? claims.amr : [])
    .map((entry: unknown) => (entry as { timestamp?: unknown } | null)?.timestamp)
    .filter((stamp): stamp is number => typeof stamp === 'number' && Number.isFinite(stamp));
  return stamps.length ? Math.min(...stamps) : null;
}

/**
 * The verified identity of the request's session (getClaims checks the JWT; never getSession
 * alone), or null. GoTrue's refresh tokens keep a session alive for as long as it is used, so the
 * app enforces the absolute lifetime itself: a session that signed in too long ago (or whose token
 * does not say when) is ended at GoTrue, its cookies cleared, and reads as signed out.
 *
 * getClaims verifies a token signed with an asymmetric key (Supabase's JWT signing keys) locally,
 * so a session ended by "sign out other sessions" or a password change still passes until its
 * token expires (the JWT expiry, an hour by default). `confirm` closes that window for requests
 * that change data: GoTrue's GET /user answers only for a session that still exists.
 */
export async function verifiedClaims(
  supabase: RequestSupabase,
  options: { confirm?: boolean } = {},
): Promise<Identity | null> {
  const { data, error } = await supabase.auth.getClaims();
  if (error) {
    if (isOutage(error)) throw authUnreachable(error);
    return null; // expired beyond refresh, revoked, or forged: signed out
  }
  if (!data?.claims) return null;
  const since = signedInAt(data.claims);
  if (since === null || Date.now() / 1000 - since > SESSION_ABSOLUTE_LIFETIME_SECONDS) {
    // Best effort: signed out here whatever GoTrue answers.
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    return null;
  }
  if (options.confirm && checkedLocally(data.header) && !(await sessionLives(supabase))) return null;
  return data.claims;
}

// A token signed with a shared secret (HS256) cannot be checked locally: getClaims has asked
// GoTrue's GET /user already, so a second round trip would confirm nothing new.
const checkedLocally = (header: { alg?: string; kid?: string }) =>
  Boolean(header.kid) && !String(header.alg ?? '').startsWith('HS');

/** GoTrue's word that the session exists; auth-js clears the cookies of one that does not. */
async function sessionLives(supabase: RequestSupabase): Promise<boolean> {
  const { error } = await supabase.auth.getUser();
  if (error && isOutage(error)) throw authUnreachable(error);
  return !error;
}
