import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * However often it slides, a session ends this long after its sign-in: a stolen cookie (or an
 * unattended browser) does not stay signed in forever. Supabase mode enforces it too.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** A session is extended at most once a day, so reads stay reads on most requests. */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked database does not hand out live sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sessionCookieName(secure: boolean): string {
  // __Host- binds the cookie to this exact origin over HTTPS, path /, no Domain.
  return secure ? '__Host-session' : 'session';
}
