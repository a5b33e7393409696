import 'server-only';
import type { Factor } from '@supabase/supabase-js';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { callerFor } from '../caller';
import { WRONG_CURRENT_PASSWORD } from '../password-change';
import { createSupabaseAuth } from '../supabase';
import { supabaseForRequest, type RequestSupabase, type SupabaseConfig } from '../supabase-client';
import { fromAuthError } from '../supabase-errors';
import type { AuthUser, CookieJar } from '../types';
import { ISSUER, asTotpCode } from './totp';
import { INVALID_CODE, NO_RECOVERY_CODES, SETUP_EXPIRED, SIGN_IN_EXPIRED, type SecondFactorAdapter } from './types';

const noCookies: CookieJar = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} };
const signedOut = () => new AppError('unauthorized', 'You must be signed in.');
const invalid = (cause?: unknown) => new AppError('unauthorized', INVALID_CODE, { cause });
// GoTrue's answers to a wrong or stale code.
const WRONG_CODE = new Set(['mfa_verification_failed', 'mfa_challenge_expired', 'mfa_verification_rejected']);

/**
 * Supabase Auth's own MFA (auth.mfa enroll / challenge / verify) behind the same adapter as
 * embedded mode. signInWithPassword gives an aal1 session; for an account with a verified factor
 * that is the pending sign-in (the database says so: migration 20261129000200), which a correct
 * code raises to aal2. GoTrue keeps the factors (and decides replays); there are no recovery codes.
 */
export function createSupabaseSecondFactor(config: SupabaseConfig): SecondFactorAdapter {
  const auth = createSupabaseAuth(config);
  const client = (jar: CookieJar) => supabaseForRequest(config, jar);
  const signedIn = async (jar: CookieJar): Promise<AuthUser> =>
    (await auth.getUser(jar)) ?? Promise.reject(signedOut());
  const complete = async (user: AuthUser) =>
    (await (await getData()).forCaller(callerFor(user)).security.standing()).sessionComplete;

  const totpFactors = async (supabase: RequestSupabase): Promise<Factor[]> => {
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) throw fromAuthError(error);
    return data.all.filter((factor) => factor.factor_type === 'totp');
  };

  /** challenge + verify: a right code raises this browser's session to aal2 (new cookies). */
  const verify = async (supabase: RequestSupabase, factorId: string, code: string) => {
    const totp = asTotpCode(code);
    if (totp === null) throw invalid();
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp });
    if (error) throw WRONG_CODE.has(error.code ?? '') ? invalid(error) : fromAuthError(error);
  };

  /** As for a password change: a sign-in on a separate cookie-less client, its session ended at once. */
  const checkPassword = async (jar: CookieJar, user: AuthUser, password: string) => {
    const check = await supabaseForRequest(config, noCookies).auth.signInWithPassword({ email: user.email, password });
    if (check.error || !check.data.session) {
      const error = fromAuthError(check.error);
      throw error.code === 'unauthorized' ? new AppError('unauthorized', WRONG_CURRENT_PASSWORD) : error;
    }
    await client(jar).auth.admin.signOut(check.data.session.access_token, 'local');
  };

  const verifiedTotp = async (supabase: RequestSupabase) =>
    (await totpFactors(supabase)).find((factor) => factor.status === 'verified');

  const pendingSignIn: SecondFactorAdapter['pendingSignIn'] = async (jar) => {
    const user = await auth.getUser(jar);
    if (!user || (await complete(user))) return null;
    return { userId: user.id, email: user.email, accessToken: user.accessToken };
  };

  return {
    pendingSignIn,

    async completeSignIn(jar, code) {
      if (!(await pendingSignIn(jar))) throw new AppError('unauthorized', SIGN_IN_EXPIRED);
      const supabase = client(jar);
      const factor = await verifiedTotp(supabase);
      if (!factor) throw invalid();
      await verify(supabase, factor.id, code);
      // The jar now holds the aal2 session.
      return { user: await signedIn(jar), method: 'totp' };
    },

    cancelSignIn: (jar) => auth.signOut(jar),

    async summary(jar) {
      await signedIn(jar);
      const factor = await verifiedTotp(client(jar));
      return { totp: factor ? { enabledAt: factor.updated_at } : null, recoveryCodesLeft: null };
    },

    async startTotpSetup(jar) {
      await signedIn(jar);
      const supabase = client(jar);
      const factors = await totpFactors(supabase);
      if (factors.some((factor) => factor.status === 'verified'))
        throw new AppError('conflict', 'An authenticator app is already on. Turn it off first.');
      // A setup started earlier and never finished is replaced: only the newest QR code works.
      for (const stale of factors) await supabase.auth.mfa.unenroll({ factorId: stale.id });
      const { data, error } = await supabase.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: `Authenticator app ${new Date().toISOString()}`,
        issuer: ISSUER,
      });
      if (error) throw fromAuthError(error);
      return { setupKey: data.totp.secret, uri: data.totp.uri };
    },

    async confirmTotpSetup(jar, { password, code }) {
      await checkPassword(jar, await signedIn(jar), password);
      const supabase = client(jar);
      const factor = (await totpFactors(supabase)).find((candidate) => candidate.status === 'unverified');
      if (!factor) throw new AppError('conflict', SETUP_EXPIRED);
      await verify(supabase, factor.id, code);
      await endOtherSessions(supabase);
      return { recoveryCodes: [] };
    },

    async replaceRecoveryCodes() {
      throw new AppError('invalid_input', NO_RECOVERY_CODES);
    },

    async disableTotp(jar, { password, code }) {
      await checkPassword(jar, await signedIn(jar), password);
      const supabase = client(jar);
      const factor = await verifiedTotp(supabase);
      if (!factor) throw new AppError('conflict', 'No authenticator app is on.');
      await verify(supabase, factor.id, code);
      const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (error) throw fromAuthError(error);
      await endOtherSessions(supabase);
      return { method: 'totp' };
    },
  };
}

async function endOtherSessions(supabase: RequestSupabase) {
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) console.warn('Second factor changed, but ending the other sessions at Supabase failed.', error);
}
