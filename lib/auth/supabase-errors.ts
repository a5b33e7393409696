import 'server-only';
import { isAuthError } from '@supabase/supabase-js';
import { markBackendUnavailable } from '@/lib/backend-unavailable';
import { AppError } from '@/lib/errors';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const USER_EXISTS = 'User already registered';
export const REGISTRATION_CLOSED = 'Registration is closed';
export const AUTH_UNREACHABLE = 'Cannot reach the authentication service (Supabase). Try again shortly.';
export const EMAIL_NOT_CONFIRMED =
  'Email not confirmed: open the link in the confirmation e-mail we sent you, then sign in.';

/** The outage error: 503, and marked so protected pages show "backend unreachable". */
export function authUnreachable(cause: unknown): AppError {
  return markBackendUnavailable(new AppError('unavailable', AUTH_UNREACHABLE, { cause }));
}

/** A network failure or a 5xx from GoTrue (auth-js reports both as retryable, status 0 or 5xx). */
export function isOutage(error: unknown): boolean {
  return isAuthError(error) && (error.name === 'AuthRetryableFetchError' || (error.status ?? 0) >= 500);
}

/** The same for a PostgREST answer, which reports a failed fetch as status 0. */
export function isRestOutage(result: { status: number }): boolean {
  return result.status === 0 || result.status >= 500;
}

/**
 * A plain 500 from GoTrue: what a trigger on auth.users raising looks like (for a sign-up,
 * the registration rule refusing the e-mail). auth-js keeps neither body nor reason, so
 * the caller tells it from an outage by whether the database answers.
 */
export function isStatus500(error: unknown): boolean {
  return isAuthError(error) && error.status === 500;
}

/** GoTrue's "this e-mail has an account" (confirmations off; older versions say email_exists). */
export function isExistingAccount(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'user_already_exists' || code === 'email_exists';
}

/** GoTrue's answer as the app's error, with the same messages as the embedded adapter. */
export function fromAuthError(error: unknown): AppError {
  if (isOutage(error)) return authUnreachable(error);
  const { code, status, message } = (error ?? {}) as { code?: string; status?: number; message?: string };
  switch (code) {
    case 'invalid_credentials':
      return new AppError('unauthorized', INVALID_CREDENTIALS, { cause: error });
    case 'email_not_confirmed':
      return new AppError('forbidden', EMAIL_NOT_CONFIRMED, { cause: error });
    case 'user_already_exists':
    case 'email_exists':
      return new AppError('conflict', USER_EXISTS, { cause: error });
    case 'signup_disabled':
      return new AppError('forbidden', REGISTRATION_CLOSED, { cause: error });
    case 'weak_password':
      return new AppError('invalid_input', message || 'Password is too weak', { cause: error });
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return new AppError('rate_limited', 'Too many attempts at the authentication service. Try again later.', {
        cause: error,
      });
  }
  // Older GoTrue versions answer without a code.
  if (status === 400 && message === INVALID_CREDENTIALS)
    return new AppError('unauthorized', INVALID_CREDENTIALS, { cause: error });
  if (status === 429) return new AppError('rate_limited', 'Too many attempts. Try again later.', { cause: error });
  return new AppError('internal', 'The authentication service refused the request.', { cause: error });
}
