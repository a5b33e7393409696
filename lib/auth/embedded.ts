import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/crypto/password';
import { AppError } from '@/lib/errors';
import { parseOrThrow } from '@/lib/validation';
import { USER_COLUMNS, embeddedSessions, toUser } from './embedded-sessions';
import { passwordChangeSchema, WRONG_CURRENT_PASSWORD } from './password-change';
import { signInSchema, signUpSchema } from './schemas';
import { createEmbeddedSecondFactor } from './second-factor/embedded';
import { embeddedPendingSignIns } from './second-factor/embedded-pending';
import type { SecondFactorAdapter } from './second-factor/types';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_REFRESH_AFTER_SECONDS, SESSION_TTL_SECONDS } from './session-token';
import type { AuthAdapter, AuthUser } from './types';

export const INVALID_CREDENTIALS = 'Invalid login credentials';

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

/**
 * Built-in auth for embedded mode: users in auth.users, sessions in auth.embedded_sessions, and
 * the second factor (./second-factor/embedded.ts) that signIn hands over to when an account has one.
 */
export function createEmbeddedAuth(
  db: PGlite,
  options: { secureCookies: boolean },
): AuthAdapter & { secondFactor: SecondFactorAdapter } {
  const sessions = embeddedSessions(db, options);
  const pending = embeddedPendingSignIns(db, options);
  const { cookieName, cookieOptions, lookup } = sessions;

  return {
    secondFactor: createEmbeddedSecondFactor(db, sessions, pending),

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
        `select ${USER_COLUMNS}, u.encrypted_password as hash
         from auth.users u join public.profiles p on p.user_id = u.id where u.email = $1`,
        [email],
      );
      const user = found.rows[0];
      const valid = user?.hash ? await verifyPassword(password, user.hash) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new AppError('unauthorized', INVALID_CREDENTIALS);

      // Rotation: whatever session the browser had is ended before a new one starts.
      await sessions.end(jar);
      const factor = await db.query<{ has: boolean }>('select private.has_second_factor($1) as has', [user.id]);
      if (factor.rows[0]?.has) {
        // No session: only a pending sign-in that the second step turns into one.
        jar.delete(cookieName);
        await pending.start(jar, user.id);
        return { secondStep: 'required' as const };
      }
      sessions.setCookie(jar, await sessions.create(user.id));
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
      await sessions.end(jar);
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
        await sessions.endOthers(session.id, session.sessionId, tx);
        // A sign-in that got past the old password must not finish with a code either.
        await pending.cancelAll(session.id, tx);
      });
    },

    async signOutOthers(jar) {
      const session = await lookup(jar);
      if (!session) throw signedOut();
      return { ended: await sessions.endOthers(session.id, session.sessionId) };
    },
  };
}
