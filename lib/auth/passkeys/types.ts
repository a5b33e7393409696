import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthUser, CookieJar } from '../types';

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};

/** One passkey as the Account security card lists it; never the key or the credential id. */
export type PasskeyView = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by its provider (iCloud Keychain, Google Password Manager...) rather than bound to one device. */
  synced: boolean;
};

/** What proves it is the account holder who removes a passkey: the password, or another passkey. */
export type RemovalProof = { password: string } | { response: AuthenticationResponseJSON };

export const MAX_PASSKEYS = 20;
export const CHALLENGE_SECONDS = 5 * 60;

export const PASSKEY_REFUSED = 'That passkey could not be verified. Try again.';
export const CHALLENGE_EXPIRED = 'The passkey request expired or was already used. Try again.';
export const UNKNOWN_PASSKEY = 'This passkey is not registered for any account here (it may have been removed).';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added.';
export const TOO_MANY_PASSKEYS = `An account can have at most ${MAX_PASSKEYS} passkeys. Remove one first.`;
export const NO_OTHER_PASSKEY = 'This is your only passkey: confirm with your password instead.';
export const USE_ANOTHER_PASSKEY = 'Confirm with another of your passkeys, not the one being removed.';
export const PASSKEY_NOT_FOUND = 'That passkey does not exist (any more).';

/**
 * Passkeys of one backend. Each method of a signed-in user finds the user (and the session the
 * challenge is bound to) from the session in `jar`; the challenge lives on the server, its
 * token in an httpOnly cookie of the same jar. Throttles and the activity list sit on top (./service.ts).
 */
export interface PasskeyAdapter {
  list(jar: CookieJar): Promise<PasskeyView[]>;
  /**
   * Options for navigator.credentials.create (a discoverable credential, user verification
   * required), after the current password: wrong, unauthorized WRONG_CURRENT_PASSWORD, no challenge.
   */
  registrationOptions(jar: CookieJar, input: { password: string }): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** Verifies the new credential, stores it, ends the account's other sessions and pending sign-ins. */
  register(jar: CookieJar, input: { response: RegistrationResponseJSON; name: string }): Promise<PasskeyView>;
  rename(jar: CookieJar, input: { id: string; name: string }): Promise<void>;
  /** Options to confirm a removal with another of the account's passkeys (conflict when there is none). */
  removalOptions(jar: CookieJar, input: { id: string }): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** Removes it after the proof; ends the other sessions. Wrong password: unauthorized WRONG_CURRENT_PASSWORD. */
  remove(jar: CookieJar, input: { id: string; proof: RemovalProof }): Promise<void>;
  /** Options for a sign-in with no account named (discoverable credentials, autofill). */
  signInOptions(jar: CookieJar): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** Whether the account has a passkey (the second-step page offers it then). */
  accountHasPasskey(userId: string): Promise<boolean>;
  /** A verified assertion starts a session (rotating any old one): both factors at once. */
  signIn(jar: CookieJar, response: AuthenticationResponseJSON): Promise<AuthUser>;
}
