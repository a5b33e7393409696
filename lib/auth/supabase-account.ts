import 'server-only';
import { AppError } from '@/lib/errors';
import { parseOrThrow } from '@/lib/validation';
import { passwordChangeSchema, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './password-change';
import { verifiedClaims } from './supabase-claims';
import { supabaseForRequest, type SupabaseConfig } from './supabase-client';
import { fromAuthError } from './supabase-errors';
import type { CookieJar } from './types';

const noCookies: CookieJar = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} };
const signedOut = () => new AppError('unauthorized', 'You must be signed in.');

/**
 * The request's client and its identity, confirmed with GoTrue (these calls change the account),
 * or 'You must be signed in.': an ended session is refused here, not by GoTrue half-way through.
 */
async function signedInClient(config: SupabaseConfig, jar: CookieJar) {
  if (!(jar.getAll?.() ?? []).length) throw signedOut();
  const supabase = supabaseForRequest(config, jar);
  const claims = await verifiedClaims(supabase, { confirm: true });
  if (!claims?.email) throw signedOut();
  return { supabase, email: claims.email };
}

/**
 * GoTrue's PUT /user takes a new password from any valid session without asking for the old
 * one: the current password is checked first by signing in with it on a separate, cookie-less
 * client, whose session is ended straight away.
 */
export async function supabaseChangePassword(
  config: SupabaseConfig,
  jar: CookieJar,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { currentPassword, newPassword } = parseOrThrow(passwordChangeSchema, input);
  const { supabase, email } = await signedInClient(config, jar);
  const check = await supabaseForRequest(config, noCookies).auth.signInWithPassword({
    email,
    password: currentPassword,
  });
  if (check.error || !check.data.session) {
    const error = fromAuthError(check.error);
    throw error.code === 'unauthorized' ? new AppError('unauthorized', WRONG_CURRENT_PASSWORD) : error;
  }
  await supabase.auth.admin.signOut(check.data.session.access_token, 'local');

  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) {
    if (error.code === 'same_password') throw new AppError('invalid_input', SAME_PASSWORD, { cause: error });
    throw fromAuthError(error);
  }
  // GoTrue ends the other sessions itself on a password change; this makes sure of it.
  const ended = await supabase.auth.signOut({ scope: 'others' });
  if (ended.error) console.warn('Password changed, but ending the other sessions at Supabase failed.', ended.error);
}

export async function supabaseSignOutOthers(config: SupabaseConfig, jar: CookieJar): Promise<{ ended?: number }> {
  const { supabase } = await signedInClient(config, jar);
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw fromAuthError(error);
  return {};
}
