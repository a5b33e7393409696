import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { verifyAgainstDummy, verifyPassword } from '@/lib/crypto/password';
import { withCaller, iso } from '@/lib/data/embedded/with-caller';
import { AppError } from '@/lib/errors';
import { USER_COLUMNS, embeddedSessions, toUser } from '../embedded-sessions';
import { WRONG_CURRENT_PASSWORD } from '../password-change';
import { embeddedPendingSignIns } from '../second-factor/embedded-pending';
import type { AuthUser, CookieJar } from '../types';
import {
  answeredChallenge,
  creationOptions,
  requestOptions,
  userHandle,
  verifyAssertion,
  verifyNewPasskey,
} from './ceremony';
import { embeddedPasskeyChallenges } from './embedded-challenges';
import { credentialById, credentialsOf, recordUse } from './embedded-credentials';
import type { RelyingPartyOrProblem } from './relying-party';
import {
  MAX_PASSKEYS,
  NO_OTHER_PASSKEY,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_NOT_FOUND,
  PASSKEY_REFUSED,
  TOO_MANY_PASSKEYS,
  UNKNOWN_PASSKEY,
  USE_ANOTHER_PASSKEY,
  type PasskeyAdapter,
  type PasskeyView,
} from './types';

const VIEW_COLUMNS = `id, name, ${iso('created_at', 'createdAt')}, ${iso('last_used_at', 'lastUsedAt')},
  (device_type = 'multiDevice') as synced`;

const signedOut = () => new AppError('unauthorized', 'You must be signed in.');
const notFound = () => new AppError('not_found', PASSKEY_NOT_FOUND);

/**
 * Passkeys of embedded mode: public.passkeys (read and renamed as the user, under its row-level
 * security; written by the server after a verified ceremony), challenges in
 * private.passkey_challenges, sessions as the password sign-in makes them.
 */
export function createEmbeddedPasskeys(
  db: PGlite,
  options: { secureCookies: boolean; relyingParty: RelyingPartyOrProblem },
): PasskeyAdapter {
  const sessions = embeddedSessions(db, options);
  const pending = embeddedPendingSignIns(db, options);
  const challenges = embeddedPasskeyChallenges(db, options);
  const rp = options.relyingParty;

  const party = () => {
    if (!rp.ok) throw new AppError('unavailable', rp.problem);
    return rp.party;
  };
  const session = async (jar: CookieJar) => (await sessions.lookup(jar)) ?? Promise.reject(signedOut());
  const asUser = <T>(user: { id: string; email: string }, work: (tx: Transaction) => Promise<T>) =>
    withCaller(db, { role: 'authenticated', userId: user.id, email: user.email }, work);
  /** After a passkey was added or removed: only this browser stays signed in, no sign-in is half done. */
  const endOthers = async (tx: Transaction, userId: string, sessionId: string) => {
    await sessions.endOthers(userId, sessionId, tx);
    await pending.cancelAll(userId, tx);
  };

  return {
    async list(jar) {
      const user = await session(jar);
      return asUser(
        user,
        async (tx) =>
          (await tx.query<PasskeyView>(`select ${VIEW_COLUMNS} from public.passkeys order by created_at`)).rows,
      );
    },

    async registrationOptions(jar) {
      const rpParty = party();
      const { id, email, sessionId } = await session(jar);
      const existing = await credentialsOf(db, id);
      if (existing.length >= MAX_PASSKEYS) throw new AppError('conflict', TOO_MANY_PASSKEYS);
      const creation = await creationOptions(rpParty, { id, email }, existing);
      await challenges.issue(jar, 'register', creation.challenge, { userId: id, sessionId });
      return creation;
    },

    async register(jar, { response, name }) {
      const rpParty = party();
      const { id: userId, sessionId } = await session(jar);
      const challenge = await challenges.consume(jar, 'register', answeredChallenge(response.response.clientDataJSON), {
        userId,
        sessionId,
      });
      const created = await verifyNewPasskey(rpParty, response, challenge);
      try {
        return await db.transaction(async (tx) => {
          if ((await credentialsOf(tx, userId)).length >= MAX_PASSKEYS)
            throw new AppError('conflict', TOO_MANY_PASSKEYS);
          const { rows } = await tx.query<PasskeyView>(
            `insert into public.passkeys
               (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
             values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${VIEW_COLUMNS}`,
            [
              userId,
              created.credentialId,
              created.publicKey,
              created.counter,
              created.transports,
              created.deviceType,
              created.backedUp,
              name,
            ],
          );
          await endOthers(tx, userId, sessionId);
          return rows[0]!;
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new AppError('conflict', PASSKEY_ALREADY_ADDED, { cause: error });
        throw error;
      }
    },

    async rename(jar, { id, name }) {
      const user = await session(jar);
      const renamed = await asUser(
        user,
        async (tx) =>
          (await tx.query('update public.passkeys set name = $2 where id = $1 returning id', [id, name])).rows,
      );
      if (!renamed.length) throw notFound();
    },

    async removalOptions(jar, { id }) {
      const rpParty = party();
      const { id: userId, sessionId } = await session(jar);
      const mine = await credentialsOf(db, userId);
      if (!mine.some((passkey) => passkey.id === id)) throw notFound();
      const others = mine.filter((passkey) => passkey.id !== id);
      if (!others.length) throw new AppError('conflict', NO_OTHER_PASSKEY);
      const request = await requestOptions(rpParty, others);
      await challenges.issue(jar, 'confirm', request.challenge, { userId, sessionId });
      return request;
    },

    async remove(jar, { id, proof }) {
      const { id: userId, sessionId } = await session(jar);
      const mine = await credentialsOf(db, userId);
      if (!mine.some((passkey) => passkey.id === id)) throw notFound();
      let use: { credential: string; newCounter: number; backedUp: boolean } | null = null;
      if ('password' in proof) {
        const { rows } = await db.query<{ hash: string | null }>(
          'select encrypted_password as hash from auth.users where id = $1',
          [userId],
        );
        const hash = rows[0]?.hash;
        const valid = hash ? await verifyPassword(proof.password, hash) : await verifyAgainstDummy(proof.password);
        if (!valid) throw new AppError('unauthorized', WRONG_CURRENT_PASSWORD);
      } else {
        const { response } = proof;
        const challenge = await challenges.consume(
          jar,
          'confirm',
          answeredChallenge(response.response.clientDataJSON),
          {
            userId,
            sessionId,
          },
        );
        const confirming = mine.find((passkey) => passkey.credentialId === response.id);
        if (!confirming)
          throw new AppError('unauthorized', PASSKEY_REFUSED, { cause: new Error('not a passkey of this account') });
        if (confirming.id === id) throw new AppError('unauthorized', USE_ANOTHER_PASSKEY);
        use = { credential: confirming.id, ...(await verifyAssertion(party(), response, challenge, confirming)) };
      }
      await db.transaction(async (tx) => {
        if (use) await recordUse(tx, use.credential, use);
        const { rows } = await tx.query('delete from public.passkeys where id = $1 and user_id = $2 returning id', [
          id,
          userId,
        ]);
        if (!rows.length) throw notFound();
        await endOthers(tx, userId, sessionId);
      });
    },

    async signInOptions(jar) {
      const request = await requestOptions(party());
      await challenges.issue(jar, 'sign_in', request.challenge, null);
      return request;
    },

    async signIn(jar, response) {
      const rpParty = party();
      const challenge = await challenges.consume(
        jar,
        'sign_in',
        answeredChallenge(response.response.clientDataJSON),
        null,
      );
      const passkey = await credentialById(db, response.id);
      if (!passkey) throw new AppError('unauthorized', UNKNOWN_PASSKEY);
      // The account the authenticator stored with the credential must be the one it is registered to.
      const handle = response.response.userHandle;
      if (handle !== undefined && handle !== userHandle(passkey.userId))
        throw new AppError('unauthorized', PASSKEY_REFUSED, { cause: new Error('user handle of another account') });
      const use = await verifyAssertion(rpParty, response, challenge, passkey);
      // Rotation, as with a password: whatever session or half-done sign-in this browser had ends.
      await sessions.end(jar);
      await pending.cancel(jar);
      const { user, token } = await db.transaction(async (tx) => {
        await recordUse(tx, passkey.id, use);
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
