import type { AuthUser, CookieJar } from '../types';
import type { Credential } from './ceremony';
import type { PasskeyView } from './types';

export type ChallengePurpose = 'register' | 'sign_in' | 'confirm';

/** A signed-in account and the session a challenge for adding or removing a passkey is bound to. */
export type Owner = { userId: string; email: string; sessionId: string };

export type StoredCredential = Credential & { id: string; userId: string };

/** What a verified registration stores. */
export type NewPasskey = Credential & { deviceType: 'singleDevice' | 'multiDevice'; backedUp: boolean; name: string };

/** A verified use: the counter to store (only if it still grew). */
export type PasskeyUse = { passkeyId: string; newCounter: number; backedUp: boolean };

/**
 * What the passkey ceremonies (./flows.ts) need from a backend: embedded (PGlite, its own
 * sessions) or Supabase (PostgREST with the server's service key, GoTrue sessions). Each write
 * that must happen together with another (a counter and the session it opens, a new passkey and
 * the end of the other sessions) is one operation here, so a backend can make it atomic.
 */
export interface PasskeyBackend {
  /** The signed-in account of `jar`, or unauthorized 'You must be signed in.'. */
  owner(jar: CookieJar): Promise<Owner>;
  /** Stores a challenge for this browser (its token in an httpOnly cookie of `jar`). */
  issue(jar: CookieJar, purpose: ChallengePurpose, challenge: string, owner: Owner | null): Promise<void>;
  /**
   * Deletes the challenge (whatever comes next: each is used once) and throws CHALLENGE_EXPIRED
   * unless it was this browser's, for this purpose, live, and asked by the same account session.
   */
  consume(jar: CookieJar, purpose: ChallengePurpose, challenge: string | null, owner: Owner | null): Promise<void>;
  credentialsOf(userId: string): Promise<StoredCredential[]>;
  credentialById(credentialId: string): Promise<StoredCredential | null>;
  /** The account's passkeys, read as the account (row-level security). */
  list(jar: CookieJar, owner: Owner): Promise<PasskeyView[]>;
  /** Renames as the account (row-level security); false when no passkey of theirs has that id. */
  rename(jar: CookieJar, owner: Owner, id: string, name: string): Promise<boolean>;
  /** Stores it (conflict when there are too many or the credential is known) and ends the other sessions. */
  add(jar: CookieJar, owner: Owner, passkey: NewPasskey): Promise<PasskeyView>;
  passwordMatches(owner: Owner, password: string): Promise<boolean>;
  /** Stores `use` (if any, refused when the counter did not grow), deletes the passkey, ends the other sessions. */
  remove(jar: CookieJar, owner: Owner, passkeyId: string, use: PasskeyUse | null): Promise<void>;
  /** Stores `use` (refused when the counter did not grow) and starts the account's session in `jar`. */
  startSession(jar: CookieJar, passkey: StoredCredential, use: PasskeyUse): Promise<AuthUser>;
}
