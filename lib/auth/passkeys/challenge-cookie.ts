import 'server-only';
import { AppError } from '@/lib/errors';
import { hashSessionToken, newSessionToken } from '../session-token';
import type { CookieJar } from '../types';
import { CHALLENGE_EXPIRED, CHALLENGE_SECONDS } from './types';

/**
 * The browser's side of its challenges, in both modes: a random token in an httpOnly cookie whose
 * hash the challenge rows carry. It outlives one challenge, so that the autofill's pending request
 * and the button's do not undo each other.
 */
export function challengeCookie(options: { secureCookies: boolean }) {
  const name = options.secureCookies ? '__Host-passkey-challenge' : 'passkey-challenge';
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'strict' as const, path: '/' };
  return {
    name,
    /** This browser's token hash, a new token (set in `jar`) when it has none. */
    browserHash(jar: CookieJar): string {
      const token = jar.get(name) ?? newSessionToken();
      jar.set(name, token, { ...cookieOptions, maxAge: CHALLENGE_SECONDS });
      return hashSessionToken(token);
    },
    /** The hash of the token the browser sent, or null. */
    sentHash: (jar: CookieJar): string | null => {
      const token = jar.get(name);
      return token ? hashSessionToken(token) : null;
    },
  };
}

export const challengeExpired = (why: string) =>
  new AppError('unauthorized', CHALLENGE_EXPIRED, { cause: new Error(why) });

/** The checks on a consumed challenge row: live, and asked by the same account session (or none). */
export function checkConsumed(
  row: { live: boolean; userId: string | null; sessionId: string | null } | undefined,
  owner: { userId: string; sessionId: string } | null,
): void {
  if (!row) throw challengeExpired('unknown, used, or another browser or purpose');
  if (!row.live) throw challengeExpired('older than five minutes');
  if (row.userId !== (owner?.userId ?? null) || row.sessionId !== (owner?.sessionId ?? null))
    throw challengeExpired('asked by another account or session');
}
