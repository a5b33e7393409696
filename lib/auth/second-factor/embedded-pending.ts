import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { hashSessionToken, newSessionToken } from '../session-token';
import type { CookieJar } from '../types';

/** How long the second step may take after the password was accepted. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

export type PendingRow = { key: string; userId: string; email: string; hasTotp: boolean };

/**
 * A password accepted for an account with a second factor starts no session: it stores this
 * pending sign-in (bound to the account, single use, five minutes) and gives the browser only a
 * random token for it, in an httpOnly cookie. Nothing the browser holds proves the first factor
 * alone to anything but the second step, which consumes the row.
 */
export function embeddedPendingSignIns(db: PGlite, options: { secureCookies: boolean }) {
  const cookieName = options.secureCookies ? '__Host-pending-sign-in' : 'pending-sign-in';
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'lax' as const, path: '/' };

  return {
    cookieName,

    async start(jar: CookieJar, userId: string): Promise<void> {
      const token = newSessionToken();
      // Expired rows of anyone go on the way: the table holds only live sign-ins.
      await db.query('delete from auth.embedded_pending_sign_ins where expires_at <= now()');
      await db.query(
        `insert into auth.embedded_pending_sign_ins (user_id, token_hash, expires_at)
         values ($1, $2, now() + make_interval(secs => $3))`,
        [userId, hashSessionToken(token), PENDING_SIGN_IN_SECONDS],
      );
      jar.set(cookieName, token, { ...cookieOptions, maxAge: PENDING_SIGN_IN_SECONDS });
    },

    async find(jar: CookieJar): Promise<PendingRow | null> {
      const token = jar.get(cookieName);
      if (!token) return null;
      const { rows } = await db.query<PendingRow>(
        `select s.id::text as key, u.id as "userId", u.email,
                exists (select 1 from auth.mfa_factors f
                        where f.user_id = u.id and f.factor_type = 'totp' and f.status = 'verified') as "hasTotp"
         from auth.embedded_pending_sign_ins s join auth.users u on u.id = s.user_id
         where s.token_hash = $1 and s.expires_at > now()`,
        [hashSessionToken(token)],
      );
      return rows[0] ?? null;
    },

    /** Deletes this browser's pending sign-in in `tx` and returns its account: one winner, ever. */
    async consume(jar: CookieJar, tx: Transaction): Promise<string | null> {
      const token = jar.get(cookieName);
      if (!token) return null;
      const { rows } = await tx.query<{ userId: string }>(
        `delete from auth.embedded_pending_sign_ins where token_hash = $1 and expires_at > now()
         returning user_id as "userId"`,
        [hashSessionToken(token)],
      );
      return rows[0]?.userId ?? null;
    },

    async cancel(jar: CookieJar): Promise<void> {
      const token = jar.get(cookieName);
      if (token)
        await db.query('delete from auth.embedded_pending_sign_ins where token_hash = $1', [hashSessionToken(token)]);
      if (token) jar.delete(cookieName);
    },

    /** Every pending sign-in of the account: after its factors or password changed. */
    async cancelAll(userId: string, tx: PGlite | Transaction = db): Promise<void> {
      await tx.query('delete from auth.embedded_pending_sign_ins where user_id = $1', [userId]);
    },
  };
}

export type EmbeddedPendingSignIns = ReturnType<typeof embeddedPendingSignIns>;
