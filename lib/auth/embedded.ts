import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/crypto/password';
import { AppError } from '@/lib/errors';
import { signInSchema, signUpSchema } from './schemas';
import { passwordChangeSchema, WRONG_CURRENT_PASSWORD } from './password-change';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_REFRESH_AFTER_SECONDS,
  SESSION_TTL_SECONDS,
  hashSessionToken,
  newSessionToken,
  sessionCookieName,
} from './session-token';
import type { AuthAdapter, AuthUser, CookieJar } from './types';
import { parseOrThrow } from '@/lib/validation';

export const INVALID_CREDENTIALS = 'Invalid login credentials';

/** `gainSeconds`: how much a refresh would extend it now (the sliding TTL, capped at the absolute end). */
type SessionRow = AuthUser & { gainSeconds: number; sessionId: string };

const signedOut = () => new AppError('unauthorized', 'You must be signed in.');

/** Whether `password` is the account's; as slow for an unknown account as for a known one. */
export async function embeddedPasswordMatches(db: PGlite, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ hash: string | null }>(
    'select encrypted_password as hash from auth.users where id = $1',
    [userId],
  );
  const hash = rows[0]?.hash;
  return hash ? verifyPassword(password, hash) : verifyAgainstDummy(password);
}

/** Built-in auth for embedded mode: users in auth.users, sessions in auth.embedded_sessions. */
export function createEmbeddedAuth(db: PGlite, options: { secureCookies: boolean }): AuthAdapter {
  const cookieName = sessionCookieName(options.secureCookies);
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'lax' as const, path: '/' };

  const lookup = async (jar: CookieJar): Promise<SessionRow | null> => {
    const token = jar.get(cookieName);
    if (!token) return null;
    // The absolute end counts from created_at, which nothing but sign-in sets.
    const result = await db.query<SessionRow>(
      `select u.id, u.email, p.username, p.is_admin as "isAdmin", s.id as "sessionId",
              extract(epoch from least(now() + make_interval(secs => $2), s.created_at + make_interval(secs => $3))
                - s.expires_at)::int as "gainSeconds"
       from auth.embedded_sessions s
       join auth.users u on u.id = s.user_id
       join public.profiles p on p.user_id = u.id
       where s.token_hash = $1 and s.expires_at > now() and s.created_at > now() - make_interval(secs => $3)`,
      [hashSessionToken(token), SESSION_TTL_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS],
    );
    return result.rows[0] ?? null;
  };

  const toUser = ({ id, email, username, isAdmin }: SessionRow | AuthUser): AuthUser => ({
    id,
    email,
    username,
    isAdmin,
  });

  const endSession = async (jar: CookieJar) => {
    const token = jar.get(cookieName);
    if (token) await db.query('delete from auth.embedded_sessions where token_hash = $1', [hashSessionToken(token)]);
  };

  return {
    async getUser(jar) {
      const row = await lookup(jar);
      return row ? toUser(row) : null;
    },

    async refresh(jar) {
      const row = await lookup(jar);
      if (!row) {
        if (jar.get(cookieName)) jar.delete(cookieName);
        return null;
      }
      // Near the absolute end the gain shrinks to nothing, so a capped session is not rewritten per request.
      if (row.gainSeconds >= SESSION_REFRESH_AFTER_SECONDS) {
        const { rows } = await db.query<{ maxAge: number }>(
          `update auth.embedded_sessions
           set expires_at = least(now() + make_interval(secs => $2), created_at + make_interval(secs => $3))
           where id = $1 returning extract(epoch from expires_at - now())::int as "maxAge"`,
          [row.sessionId, SESSION_TTL_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS],
        );
        const maxAge = rows[0]?.maxAge ?? 0;
        if (maxAge > 0) jar.set(cookieName, jar.get(cookieName)!, { ...cookieOptions, maxAge });
      }
      return toUser(row);
    },

    async signIn(jar, input) {
      const { email, password } = parseOrThrow(signInSchema, input);
      const found = await db.query<AuthUser & { hash: string | null }>(
        `select u.id, u.email, p.username, p.is_admin as "isAdmin", u.encrypted_password as hash
         from auth.users u join public.profiles p on p.user_id = u.id where u.email = $1`,
        [email],
      );
      const user = found.rows[0];
      const valid = user?.hash ? await verifyPassword(password, user.hash) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new AppError('unauthorized', INVALID_CREDENTIALS);

      // Rotation: whatever session the browser had is ended before a new one starts.
      await endSession(jar);
      const token = newSessionToken();
      await db.query(
        `insert into auth.embedded_sessions (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
        [user.id, hashSessionToken(token), SESSION_TTL_SECONDS],
      );
      await db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      jar.set(cookieName, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
      return toUser(user);
    },

    async signUp(input) {
      const { email, password } = parseOrThrow(signUpSchema, input);
      const metadata = { username: email.split('@')[0], is_admin: true };
      // The trigger's own rule, asked first so a refused sign-up costs no scrypt. The
      // trigger on auth.users stays the enforcement (and settles races under its lock).
      const rule = await db.query<{ allowed: boolean }>('select private.registration_allowed($1) as allowed', [email]);
      if (!rule.rows[0]?.allowed) throw new AppError('forbidden', 'Registration is closed');
      try {
        await db.query('insert into auth.users (email, encrypted_password, raw_user_meta_data) values ($1, $2, $3)', [
          email,
          await hashPassword(password),
          JSON.stringify(metadata),
        ]);
      } catch (error) {
        const { code, message } = error as { code?: string; message?: string };
        if (code === '23505') throw new AppError('conflict', 'User already registered', { cause: error });
        if (code === 'P0001' && message === 'Registration is closed')
          throw new AppError('forbidden', 'Registration is closed', { cause: error });
        throw error;
      }
      return { email };
    },

    async signOut(jar) {
      await endSession(jar);
      jar.delete(cookieName);
    },

    async changePassword(jar, input) {
      const { currentPassword, newPassword } = parseOrThrow(passwordChangeSchema, input);
      const session = await lookup(jar);
      if (!session) throw signedOut();
      if (!(await embeddedPasswordMatches(db, session.id, currentPassword)))
        throw new AppError('unauthorized', WRONG_CURRENT_PASSWORD);
      const newHash = await hashPassword(newPassword);
      // One transaction: a new password never coexists with the sessions it is meant to end.
      await db.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          session.id,
          newHash,
        ]);
        await tx.query('delete from auth.embedded_sessions where user_id = $1 and id <> $2', [
          session.id,
          session.sessionId,
        ]);
      });
    },

    async signOutOthers(jar) {
      const session = await lookup(jar);
      if (!session) throw signedOut();
      // Expired rows go too, but only sessions that still worked count as ended.
      const { rows } = await db.query<{ ended: number }>(
        `with gone as (
           delete from auth.embedded_sessions where user_id = $1 and id <> $2 returning created_at, expires_at)
         select count(*) filter (where expires_at > now() and created_at > now() - make_interval(secs => $3))::int
           as ended from gone`,
        [session.id, session.sessionId, SESSION_ABSOLUTE_LIFETIME_SECONDS],
      );
      return { ended: rows[0]?.ended ?? 0 };
    },
  };
}
