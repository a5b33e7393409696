import type { AuthUser, CookieJar } from '../types';

/** How a second step was passed. */
export type SecondStepMethod = 'totp' | 'recovery_code';

/**
 * The account waiting for its second step in this browser. `accessToken`: Supabase mode's
 * password-only (aal1) session, under which its activity is written.
 */
export type PendingSignIn = {
  /** This one pending sign-in (not the account): wrong codes are limited per pending sign-in. */
  key: string;
  userId: string;
  email: string;
  accessToken?: string;
  /** Whether the account has an authenticator app: without one (a passkey only) no code is asked. */
  hasTotp: boolean;
};

/** What the Account security card shows; never a secret. */
export type SecondFactorSummary = {
  /** The authenticator app in use, since when; null when none is on. */
  totp: { enabledAt: string } | null;
  /** Null where the backend has no recovery codes (Supabase mode without the service role key). */
  recoveryCodesLeft: number | null;
};

/** Shown once, while setting up: the key to type into the app, and the otpauth:// URI the QR code carries. */
export type TotpSetup = { setupKey: string; uri: string };

export const INVALID_CODE = 'Invalid authentication code';
export const CODE_ALREADY_USED = 'That code was already used. Wait for the next one.';
export const SIGN_IN_EXPIRED = 'Your sign-in expired or was already completed. Sign in again.';
export const SETUP_EXPIRED = 'The setup expired. Start again.';
export const NO_RECOVERY_CODES =
  'Recovery codes are not available: in Supabase mode they need SUPABASE_SERVICE_ROLE_KEY on the server.';

/**
 * The second factor of the built-in auth (embedded mode). Throttling and the activity log sit
 * on top (./service.ts), so every backend gets the same. Each method of a signed-in user finds
 * the user from the session in `jar`, like AuthAdapter.changePassword.
 */
export interface SecondFactorAdapter {
  /** The pending sign-in of this browser, or null (none, expired or already used). */
  pendingSignIn(jar: CookieJar): Promise<PendingSignIn | null>;
  /**
   * Checks `code` (an authenticator code, or an unused recovery code) for the pending sign-in; a
   * correct one consumes it and starts the session. Wrong: AppError unauthorized (INVALID_CODE
   * or CODE_ALREADY_USED), the pending sign-in stays; none pending: unauthorized SIGN_IN_EXPIRED.
   * `factorRemoved`: the recovery code also turned the authenticator app off (Supabase mode).
   */
  completeSignIn(
    jar: CookieJar,
    code: string,
  ): Promise<{ user: AuthUser; method: SecondStepMethod; factorRemoved?: boolean }>;
  /** Forgets this browser's pending sign-in ("start over"). */
  cancelSignIn(jar: CookieJar): Promise<void>;
  summary(jar: CookieJar): Promise<SecondFactorSummary>;
  /** A new secret, not in use until confirmTotpSetup; conflict when an app is on already. */
  startTotpSetup(jar: CookieJar): Promise<TotpSetup>;
  /**
   * Turns the app on after the current password (checked first: wrong, unauthorized
   * WRONG_CURRENT_PASSWORD) and a correct code; replaces the recovery codes, ends the other sessions.
   */
  confirmTotpSetup(jar: CookieJar, input: { password: string; code: string }): Promise<{ recoveryCodes: string[] }>;
  /** A current authenticator code in exchange for ten new recovery codes (the old ones stop working). */
  replaceRecoveryCodes(jar: CookieJar, code: string): Promise<{ recoveryCodes: string[] }>;
  /** Needs the password and a code (authenticator or recovery); ends the other sessions. */
  disableTotp(jar: CookieJar, input: { password: string; code: string }): Promise<{ method: SecondStepMethod }>;
}
