export type AuthUser = {
  id: string;
  email: string;
  username: string;
  isAdmin: boolean;
  /**
   * Supabase mode only: the user's JWT, for data calls under their row-level security.
   * Server-side only: never hand an AuthUser to a client component.
   */
  accessToken?: string;
};

/**
 * signIn's answer for an account with a second factor: the password was right, yet no session
 * started; a pending sign-in waits for the second step (lib/auth/second-factor).
 */
export type SecondStepRequired = { secondStep: 'required' };
export type SignInOutcome = AuthUser | SecondStepRequired;

export const needsSecondStep = (outcome: SignInOutcome): outcome is SecondStepRequired => 'secondStep' in outcome;

export type CookieOptions = {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  maxAge?: number;
  expires?: Date;
};

/** The cookies of one request/response, whichever Next API provides them. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Every cookie of the request (Supabase's session may be split over several). Optional: a jar without it reads as empty. */
  getAll?(): { name: string; value: string }[];
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string): void;
}

export interface AuthAdapter {
  /**
   * The signed-in user, or null. Never extends a session; in Supabase mode it writes a
   * session that auth-js had to refresh, where the jar allows writes.
   * `confirm` (for requests that change data): the session must still exist on the auth
   * server, not only carry a valid token. Supabase mode then asks GoTrue (one round trip),
   * since a signed access token stays valid until it expires even after its session ended;
   * embedded mode reads its session table on every call anyway.
   */
  getUser(jar: CookieJar, options?: { confirm?: boolean }): Promise<AuthUser | null>;
  /** Like getUser, and also extends a live session (sliding expiry). For the proxy. */
  refresh(jar: CookieJar): Promise<AuthUser | null>;
  /**
   * Starts a new session (rotating any old one), or, for an account with a second factor, only a
   * pending sign-in (SecondStepRequired). Throws AppError on bad credentials.
   */
  signIn(jar: CookieJar, input: { email: string; password: string }): Promise<SignInOutcome>;
  /**
   * Creates the account; does not sign in. Throws AppError when refused.
   * `confirmationSent`: the account waits for the link in a confirmation e-mail (Supabase).
   */
  signUp(input: { email: string; password: string }): Promise<{ email: string; confirmationSent?: boolean }>;
  /** Ends the session on the server and clears the cookie. */
  signOut(jar: CookieJar): Promise<void>;
  /**
   * For the signed-in user of `jar`: checks the current password, sets the new one and ends
   * every other session of theirs; this one stays. Throws AppError 'unauthorized' with
   * WRONG_CURRENT_PASSWORD (./password-change) when the current password is wrong, or
   * 'You must be signed in.' without a session.
   */
  changePassword(jar: CookieJar, input: { currentPassword: string; newPassword: string }): Promise<void>;
  /**
   * Ends every session of the signed-in user except this one. `ended`: how many live
   * sessions ended, where the backend can tell (embedded; GoTrue does not say).
   */
  signOutOthers(jar: CookieJar): Promise<{ ended?: number }>;
}
