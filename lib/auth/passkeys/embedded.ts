import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { verifyAgainstDummy, verifyPassword } from '@/lib/crypto/password';
import { iso, withCaller } from '@/lib/data/embedded/repos/with-caller';
import { AppError } from '@/lib/errors';
import { USER_COLUMNS, embeddedSessions, toUser } from '../embedded-sessions';
import { embeddedPendingSignIns } from '../second-factor/embedded-pending';
import type { AuthUser } from '../types';
import type { Owner, PasskeyBackend } from './backend';
import { embeddedPasskeyChallenges } from './embedded-challenges';
import { credentialById, credentialsOf, recordUse } from './embedded-credentials';
import { passkeyFlows } from './flows';
import type { RelyingPartyOrProblem } from './relying-party';
import {
  MAX_PASSKEYS,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_NOT_FOUND,
  TOO_MANY_PASSKEYS,
  type PasskeyAdapter,
  type PasskeyView,
} from './types';

const VIEW_COLUMNS = `id, name, ${iso('created_at', 'createdAt')}, ${iso('last_used_at', 'lastUsedAt')},
  (device_type = 'multiDevice') as synced`;

const signedOut = () => new AppError('unauthorized', 'You must be signed in.');

/**
 * Passkeys of embedded mode: public.passkeys (read and renamed as the user, under its row-level
 * security; written by the server after a verified ceremony), challenges in
 * private.passkey_challenges, sessions as the password sign-in makes them.
 */
export function createEmbeddedPasskeys(
  db: PGlite,
  options: { secureCookies: boolean; relyingParty: RelyingPartyOrProblem },
): PasskeyAdapter {
  return passkeyFlows(embeddedPasskeyBackend(db, options), options.relyingParty);
}

export function embeddedPasskeyBackend(db: PGlite, options: { secureCookies: boolean }): PasskeyBackend {
  const sessions = embeddedSessions(db, options);
  const pending = embeddedPendingSignIns(db, options);
  const challenges = embeddedPasskeyChallenges(db, options);

  const asUser = <T>(owner: Owner, work: (tx: Transaction) => Promise<T>) =>
    withCaller(db, { role: 'authenticated', userId: owner.userId, email: owner.email }, work);
  /** After a passkey was added or removed: only this browser stays signed in, no sign-in is half done. */
  const endOthers = async (tx: Transaction, owner: Owner) => {
    await sessions.endOthers(owner.userId, owner.sessionId, tx);
    await pending.cancelAll(owner.userId, tx);
  };

  return {
    async owner(jar) {
      const row = await sessions.lookup(jar);
      if (!row) throw signedOut();
      return { userId: row.id, email: row.email, sessionId: row.sessionId };
    },

    issue: (jar, purpose, challenge, owner) => challenges.issue(jar, purpose, challenge, owner),
    consume: async (jar, purpose, challenge, owner) => {
      await challenges.consume(jar, purpose, challenge, owner);
    },
    credentialsOf: (userId) => credentialsOf(db, userId),
    credentialById: (credentialId) => credentialById(db, credentialId),

    list: (_jar, owner) =>
      asUser(
        owner,
        async (tx) =>
          (await tx.query<PasskeyView>(`select ${VIEW_COLUMNS} from public.passkeys order by created_at`)).rows,
      ),

    rename: (_jar, owner, id, name) =>
      asUser(
        owner,
        async (tx) =>
          (await tx.query('update public.passkeys set name = $2 where id = $1 returning id', [id, name])).rows.length >
          0,
      ),

    async add(_jar, owner, passkey) {
      try {
        return await db.transaction(async (tx) => {
          if ((await credentialsOf(tx, owner.userId)).length >= MAX_PASSKEYS)
            throw new AppError('conflict', TOO_MANY_PASSKEYS);
          const { rows } = await tx.query<PasskeyView>(
            `insert into public.passkeys
               (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${VIEW_COLUMNS}`,
            [
              owner.userId,
              passkey.credentialId,
              passkey.publicKey,
              passkey.counter,
              passkey.transports,
              passkey.deviceType,
              passkey.backedUp,
              passkey.name,
            ],
          );
          await endOthers(tx, owner);
          return rows[0]!;
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new AppError('conflict', PASSKEY_ALREADY_ADDED, { cause: error });
        throw error;
      }
    },

    async passwordMatches(owner, password) {
      const { rows } = await db.query<{ hash: string | null }>(
        'select encrypted_password as hash from auth.users where id = $1',
        [owner.userId],
      );
      const hash = rows[0]?.hash;
      return hash ? verifyPassword(password, hash) : verifyAgainstDummy(password);
    },

    async remove(_jar, owner, passkeyId, use) {
      await db.transaction(async (tx) => {
        if (use) await recordUse(tx, use.passkeyId, use);
        const { rows } = await tx.query('delete from public.passkeys where id = $1 and user_id = $2 returning id', [
          passkeyId,
          owner.userId,
        ]);
        if (!rows.length) throw new AppError('not_found', PASSKEY_NOT_FOUND);
        await endOthers(tx, owner);
      });
    },

    async startSession(jar, passkey, use) {
      // Rotation, as with a password: whatever session or half-done sign-in this browser had ends.
      await sessions.end(jar);
      await pending.cancel(jar);
      const { user, token } = await db.transaction(async (tx) => {
        await recordUse(tx, use.passkeyId, use);
        const token = await sessions.create(passkey.userId, tx);
        const { rows } = await tx.query<AuthUser>(
          `select ${USER_COLUMNS} from auth.users u join public.profiles p on p.user_id = u.id where u.id = $1`,
          [passkey.userId],
        );
        return { user: toUser(rows[0]!), token };
      });
      sessions.setCookie(jar, token);
      return user;
    },
  };
}
