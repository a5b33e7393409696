import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { verifyAgainstDummy, verifyPassword } from '@/lib/crypto/password';
import { sealSecret } from '@/lib/crypto/sealed-secret';
import { AppError } from '@/lib/errors';
import { USER_COLUMNS, toUser, type EmbeddedSessions } from '../embedded-sessions';
import { WRONG_CURRENT_PASSWORD } from '../password-change';
import type { AuthUser, CookieJar } from '../types';
import {
  acceptTotp,
  checkSecondStep,
  replaceRecoveryCodes,
  totpContext,
  totpFactor,
  verifyTotpSetup,
} from './embedded-codes';
import type { EmbeddedPendingSignIns } from './embedded-pending';
import { newTotpSecret, totpUri } from './totp';
import { SETUP_EXPIRED, SIGN_IN_EXPIRED, type SecondFactorAdapter } from './types';

const signedOut = () => new AppError('unauthorized', 'You must be signed in.');
const expired = () => new AppError('unauthorized', SIGN_IN_EXPIRED);

/** The second factor of embedded mode: auth.mfa_factors, auth.embedded_recovery_codes, pending sign-ins. */
export function createEmbeddedSecondFactor(
  db: PGlite,
  sessions: EmbeddedSessions,
  pending: EmbeddedPendingSignIns,
): SecondFactorAdapter {
  const session = async (jar: CookieJar) => (await sessions.lookup(jar)) ?? Promise.reject(signedOut());

  /** After a factor was added or removed: only this browser stays signed in, and no sign-in is half done. */
  const endOthers = async (tx: Parameters<typeof pending.cancelAll>[1], userId: string, sessionId: string) => {
    await sessions.endOthers(userId, sessionId, tx);
    await pending.cancelAll(userId, tx);
  };

  /** The account's current password, or unauthorized WRONG_CURRENT_PASSWORD. */
  const checkPassword = async (userId: string, password: string) => {
    const { rows } = await db.query<{ hash: string | null }>(
      'select encrypted_password as hash from auth.users where id = $1',
      [userId],
    );
    const hash = rows[0]?.hash;
    const valid = hash ? await verifyPassword(password, hash) : await verifyAgainstDummy(password);
    if (!valid) throw new AppError('unauthorized', WRONG_CURRENT_PASSWORD);
  };

  return {
    pendingSignIn: (jar) => pending.find(jar),

    async completeSignIn(jar, code) {
      if (!jar.get(pending.cookieName)) throw expired();
      // One transaction: a wrong code rolls back and leaves the pending sign-in in place; a right
      // one consumes the pending row, the code and creates the session together.
      const done = await db.transaction(async (tx) => {
        const userId = await pending.consume(jar, tx);
        if (!userId) throw expired();
        const method = await checkSecondStep(tx, userId, code);
        const token = await sessions.create(userId, tx);
        const { rows } = await tx.query<AuthUser>(
          `select ${USER_COLUMNS} from auth.users u join public.profiles p on p.user_id = u.id where u.id = $1`,
          [userId],
        );
        return { user: toUser(rows[0]!), method, token };
      });
      jar.delete(pending.cookieName);
      sessions.setCookie(jar, done.token);
      return { user: done.user, method: done.method };
    },

    cancelSignIn: (jar) => pending.cancel(jar),

    async summary(jar) {
      const { id } = await session(jar);
      const { rows } = await db.query<{ enabledAt: string | null; left: number }>(
        `select (select to_jsonb(f.updated_at) #>> '{}' from auth.mfa_factors f
                 where f.user_id = $1 and f.factor_type = 'totp' and f.status = 'verified') as "enabledAt",
                (select count(*)::int from auth.embedded_recovery_codes c where c.user_id = $1 and c.used_at is null) as left`,
        [id],
      );
      const row = rows[0]!;
      return { totp: row.enabledAt ? { enabledAt: row.enabledAt } : null, recoveryCodesLeft: row.left };
    },

    async startTotpSetup(jar) {
      const { id: userId, email } = await session(jar);
      const secret = newTotpSecret();
      const factorId = randomUUID();
      await db.transaction(async (tx) => {
        const { rows } = await tx.query(
          `select 1 from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'verified'`,
          [userId],
        );
        if (rows.length) throw new AppError('conflict', 'An authenticator app is already on. Turn it off first.');
        // A setup started earlier and never finished is replaced: only the newest QR code works.
        await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp'`, [userId]);
        await tx.query(
          `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
           values ($1, $2, 'Authenticator app', 'totp', 'unverified', $3)`,
          [factorId, userId, sealSecret(secret, totpContext(userId, factorId), getEncryptionSecret())],
        );
      });
      return { setupKey: secret, uri: totpUri(secret, email) };
    },

    async confirmTotpSetup(jar, { password, code }) {
      const { id: userId, sessionId } = await session(jar);
      // The password first (a stolen session cookie must not add a factor); nothing else is told before it.
      await checkPassword(userId, password);
      return db.transaction(async (tx) => {
        const factor = await totpFactor(tx, userId, 'unverified');
        if (!factor?.fresh) throw new AppError('conflict', SETUP_EXPIRED);
        await verifyTotpSetup(tx, factor, code);
        const recoveryCodes = await replaceRecoveryCodes(tx, userId);
        await endOthers(tx, userId, sessionId);
        return { recoveryCodes };
      });
    },

    async replaceRecoveryCodes(jar, code) {
      const { id: userId } = await session(jar);
      return db.transaction(async (tx) => {
        const factor = await totpFactor(tx, userId, 'verified');
        if (!factor) throw new AppError('conflict', 'Turn on an authenticator app first.');
        await acceptTotp(tx, factor, code);
        return { recoveryCodes: await replaceRecoveryCodes(tx, userId) };
      });
    },

    async disableTotp(jar, { password, code }) {
      const { id: userId, sessionId } = await session(jar);
      await checkPassword(userId, password);
      return db.transaction(async (tx) => {
        const method = await checkSecondStep(tx, userId, code);
        await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp'`, [userId]);
        await tx.query('delete from auth.embedded_recovery_codes where user_id = $1', [userId]);
        await endOthers(tx, userId, sessionId);
        return { method };
      });
    },
  };
}
