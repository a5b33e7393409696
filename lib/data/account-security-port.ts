/** The account-security part of the data port (./port): the owner's second-factor rule and account activity. */

/** A kind of verified second factor (Supabase Auth's factor types; 'webauthn' is a passkey). */
export type SecondFactorKind = 'totp' | 'webauthn' | 'phone';

/** What happened to an account; `method` says how (see AccountActivity). */
export type ActivityKind =
  | 'sign_in'
  | 'second_step_failed'
  | 'factor_added'
  | 'factor_removed'
  | 'recovery_code_used'
  | 'recovery_codes_replaced';
export type ActivityMethod = 'password' | 'totp' | 'recovery_code' | 'passkey';
export type BrowserFamily = 'Chrome' | 'Edge' | 'Firefox' | 'Safari' | 'Other';

export type ActivityEntry = {
  kind: ActivityKind;
  /** sign_in: the second step used ('password' for none); factor_*: the factor's kind. */
  method: ActivityMethod | null;
  /** The client address as the rate limits record it (lib/http/client-address). */
  address: string;
  browser: BrowserFamily;
};

export type AccountActivity = ActivityEntry & { id: string; userId: string; at: string };

/**
 * The caller under the owner's rule: whether a second factor is required, whether they have one,
 * and whether this session passed it (false only for a password-only session of an account with
 * a factor: Supabase's aal1, a sign-in still at its second step).
 */
export type SecondFactorStanding = { required: boolean; hasSecondFactor: boolean; sessionComplete: boolean };

export type AdminFactors = { userId: string; factors: SecondFactorKind[] };

export interface AccountSecurityRepo {
  standing(): Promise<SecondFactorStanding>;
  /** The owner only; turning it on needs a second factor of the owner's own (invalid_input otherwise). */
  setRequireSecondFactor(required: boolean): Promise<void>;
  /** Every admin's verified factor kinds: the owner only (forbidden for anyone else). */
  adminFactors(): Promise<AdminFactors[]>;
  /** Newest first. The caller's own entries, or, for the owner, any account's (others see none). */
  activity(input: { userId: string; limit: number }): Promise<AccountActivity[]>;
  /** Writes an entry for the caller's own account: server code only, after it checked what happened. */
  record(entry: ActivityEntry): Promise<void>;
  /** Wrong second-step codes since the caller's latest sign-in: a count, readable before the second step. */
  failedCodesSinceSignIn(): Promise<number>;
}
