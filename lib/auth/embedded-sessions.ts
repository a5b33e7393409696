import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_TTL_SECONDS,
  hashSessionToken,
  newSessionToken,
  sessionCookieName,
} from './session-token';
import type { AuthUser, CookieJar } from './types';

type Queryable = PGlite | Transaction;

/** `gainSeconds`: how much a refresh would extend it now (the sliding TTL, capped at the absolute end). */
export type SessionRow = AuthUser & { gainSeconds: number; sessionId: string };

/** The account as an AuthUser, for the adapters of embedded mode. */
export const USER_COLUMNS = `u.id, u.email, p.username, p.is_admin as "isAdmin"`;

export const toUser = ({ id, email, username, isAdmin }: AuthUser): AuthUser => ({ id, email, username, isAdmin });

/** The sessions of embedded mode (auth.embedded_sessions) and their cookie, shared by its adapters. */
export function embeddedSessions(db: PGlite, options: { secureCookies: boolean }) {
  const cookieName = sessionCookieName(options.secureCookies);
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'lax' as const, path: '/' };

  return {
    cookieName,
    cookieOptions,

    async lookup(jar: CookieJar): Promise<SessionRow | null> {
      const token = jar.get(cookieName);
      if (!token) return null;
      // The absolute end counts from created_at, which nothing but sign-in sets.
      const result = await db.query<SessionRow>(
        `select ${USER_COLUMNS}, s.id as "sessionId",
                extract(epoch from least(now() + make_interval(secs => $2), s.created_at + make_interval(secs => $3))
                  - s.expires_at)::int as "gainSeconds"
         from auth.embedded_sessions s
         join auth.users u on u.id = s.user_id
         join public.profiles p on p.user_id = u.id
         where s.token_hash = $1 and s.expires_at > now() and s.created_at > now() - make_interval(secs => $3)`,
        [hashSessionToken(token), SESSION_TTL_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS],
      );
      return result.rows[0] ?? null;
    },

    /** Inserts a new session for `userId` (in `tx` when given) and returns its token; the cookie is set by `setCookie`. */
    async create(userId: string, tx: Queryable = db): Promise<string> {
      const token = newSessionToken();
      await tx.query(
        `insert into auth.embedded_sessions (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
        [userId, hashSessionToken(token), SESSION_TTL_SECONDS],
      );
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
      return token;
    },

    setCookie(jar: CookieJar, token: string) {
      jar.set(cookieName, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
    },

    /** Ends the session of this browser on the server (the cookie stays until the caller deletes it). */
    async end(jar: CookieJar) {
      const token = jar.get(cookieName);
      if (token) await db.query('delete from auth.embedded_sessions where token_hash = $1', [hashSessionToken(token)]);
    },

    /** Ends every session of the account but `keepSessionId`; returns how many still worked. */
    async endOthers(userId: string, keepSessionId: string, tx: Queryable = db): Promise<number> {
      // Expired rows go too, but only sessions that still worked count as ended.
      const { rows } = await tx.query<{ ended: number }>(
        `with gone as (
           delete from auth.embedded_sessions where user_id = $1 and id <> $2 returning created_at, expires_at)
         select count(*) filter (where expires_at > now() and created_at > now() - make_interval(secs => $3))::int
           as ended from gone`,
        [userId, keepSessionId, SESSION_ABSOLUTE_LIFETIME_SECONDS],
      );
      return rows[0]?.ended ?? 0;
    },
  };
}

export type EmbeddedSessions = ReturnType<typeof embeddedSessions>;
