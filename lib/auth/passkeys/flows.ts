import 'server-only';
import { AppError } from '@/lib/errors';
import { WRONG_CURRENT_PASSWORD } from '../password-change';
import type { PasskeyBackend } from './backend';
import {
  answeredChallenge,
  creationOptions,
  requestOptions,
  userHandle,
  verifyAssertion,
  verifyNewPasskey,
} from './ceremony';
import type { RelyingPartyOrProblem } from './relying-party';
import {
  MAX_PASSKEYS,
  NO_OTHER_PASSKEY,
  PASSKEY_NOT_FOUND,
  PASSKEY_REFUSED,
  TOO_MANY_PASSKEYS,
  UNKNOWN_PASSKEY,
  USE_ANOTHER_PASSKEY,
  type PasskeyAdapter,
} from './types';

const notFound = () => new AppError('not_found', PASSKEY_NOT_FOUND);
const refused = (why: string) => new AppError('unauthorized', PASSKEY_REFUSED, { cause: new Error(why) });

/**
 * The passkey ceremonies, whichever backend stores the passkeys: each response answers a
 * challenge this browser was given (consumed before anything else is checked), is verified
 * against SITE_URL's relying party and origin with user verification required, and only then
 * changes anything.
 */
export function passkeyFlows(backend: PasskeyBackend, rp: RelyingPartyOrProblem): PasskeyAdapter {
  const party = () => {
    if (!rp.ok) throw new AppError('unavailable', rp.problem);
    return rp.party;
  };

  return {
    async list(jar) {
      return backend.list(jar, await backend.owner(jar));
    },

    // The only place a 'register' challenge is issued, and only after the current password: the
    // add below consumes one, so it cannot be reached with an open session alone.
    async registrationOptions(jar, { password }) {
      const rpParty = party();
      const owner = await backend.owner(jar);
      if (!(await backend.passwordMatches(owner, password))) throw new AppError('unauthorized', WRONG_CURRENT_PASSWORD);
      const existing = await backend.credentialsOf(owner.userId);
      if (existing.length >= MAX_PASSKEYS) throw new AppError('conflict', TOO_MANY_PASSKEYS);
      const creation = await creationOptions(rpParty, { id: owner.userId, email: owner.email }, existing);
      await backend.issue(jar, 'register', creation.challenge, owner);
      return creation;
    },

    async register(jar, { response, name }) {
      const rpParty = party();
      const owner = await backend.owner(jar);
      const challenge = answeredChallenge(response.response.clientDataJSON);
      await backend.consume(jar, 'register', challenge, owner);
      const created = await verifyNewPasskey(rpParty, response, challenge!);
      return backend.add(jar, owner, { ...created, name });
    },

    async rename(jar, { id, name }) {
      if (!(await backend.rename(jar, await backend.owner(jar), id, name))) throw notFound();
    },

    async removalOptions(jar, { id }) {
      const rpParty = party();
      const owner = await backend.owner(jar);
      const mine = await backend.credentialsOf(owner.userId);
      if (!mine.some((passkey) => passkey.id === id)) throw notFound();
      const others = mine.filter((passkey) => passkey.id !== id);
      if (!others.length) throw new AppError('conflict', NO_OTHER_PASSKEY);
      const request = await requestOptions(rpParty, others);
      await backend.issue(jar, 'confirm', request.challenge, owner);
      return request;
    },

    async remove(jar, { id, proof }) {
      const owner = await backend.owner(jar);
      const mine = await backend.credentialsOf(owner.userId);
      if (!mine.some((passkey) => passkey.id === id)) throw notFound();
      if ('password' in proof) {
        if (!(await backend.passwordMatches(owner, proof.password)))
          throw new AppError('unauthorized', WRONG_CURRENT_PASSWORD);
        return backend.remove(jar, owner, id, null);
      }
      const { response } = proof;
      const challenge = answeredChallenge(response.response.clientDataJSON);
      await backend.consume(jar, 'confirm', challenge, owner);
      const confirming = mine.find((passkey) => passkey.credentialId === response.id);
      if (!confirming) throw refused('not a passkey of this account');
      if (confirming.id === id) throw new AppError('unauthorized', USE_ANOTHER_PASSKEY);
      const use = await verifyAssertion(party(), response, challenge!, confirming);
      await backend.remove(jar, owner, id, { passkeyId: confirming.id, ...use });
    },

    accountHasPasskey: async (userId) => (await backend.credentialsOf(userId)).length > 0,

    async signInOptions(jar) {
      const request = await requestOptions(party());
      await backend.issue(jar, 'sign_in', request.challenge, null);
      return request;
    },

    async signIn(jar, response) {
      const rpParty = party();
      const challenge = answeredChallenge(response.response.clientDataJSON);
      await backend.consume(jar, 'sign_in', challenge, null);
      const passkey = await backend.credentialById(response.id);
      if (!passkey) throw new AppError('unauthorized', UNKNOWN_PASSKEY);
      // The account the authenticator stored with the credential must be the one it is registered to.
      const handle = response.response.userHandle;
      if (handle !== undefined && handle !== userHandle(passkey.userId))
        throw refused('user handle of another account');
      const use = await verifyAssertion(rpParty, response, challenge!, passkey);
      return backend.startSession(jar, passkey, { passkeyId: passkey.id, ...use });
    },
  };
}
