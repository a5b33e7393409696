import 'server-only';
import type { Factor } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { reposFor } from '../repos';
import { WRONG_CURRENT_PASSWORD } from '../password-change';
import { createSupabaseAuth } from '../supabase';
import { supabaseForRequest, type RequestSupabase, type SupabaseConfig } from '../supabase-client';
import { fromAuthError } from '../supabase-errors';
import type { AuthUser, CookieJar } from '../types';
import { asRecoveryCode } from './recovery-codes';
import { sessionIdOf, supabaseRecoveryCodes } from './supabase-recovery';
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
 * code raises to aal2. GoTrue keeps the factors (and decides replays). Recovery codes need the
 * service role key (./supabase-recovery.ts); without it there are none. A recovery code cannot
 * raise the session to aal2 (GoTrue knows nothing of it): it marks this session complete and
 * removes the TOTP factor, so the user signs in and sets the app up again.
 */
export function createSupabaseSecondFactor(config: SupabaseConfig, serviceKey?: string): SecondFactorAdapter {
  const auth = createSupabaseAuth(config);
  const recovery = serviceKey ? supabaseRecoveryCodes(config, serviceKey) : null;
  const client = (jar: CookieJar) => supabaseForRequest(config, jar);
  const signedIn = async (jar: CookieJar): Promise<AuthUser> =>
    (await auth.getUser(jar)) ?? Promise.reject(signedOut());
  const complete = async (user: AuthUser) => (await (await reposFor(user)).security.standing()).sessionComplete;

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

  /**
   * If GoTrue refuses, the user is still signed in (the session is marked) and the app and the
   * remaining codes stay as they were, as after a recovery code in embedded mode.
   */
  const removeAfterRecovery = async (userId: string, factor: Factor | undefined) => {
    if (!factor || !recovery) return false;
    try {
      await recovery.removeFactor(userId, factor.id);
    } catch (error) {
      console.error('Signed in with a recovery code, but removing the TOTP factor at Supabase failed.', error);
      return false;
    }
    await recovery.clear(userId);
    return true;
  };

  const pendingSignIn: SecondFactorAdapter['pendingSignIn'] = async (jar) => {
    const user = await auth.getUser(jar);
    if (!user || (await complete(user))) return null;
    const hasTotp = Boolean(await verifiedTotp(client(jar)));
    // The aal1 session is the pending sign-in: a refreshed token keeps its session id.
    const key = sessionIdOf(user.accessToken ?? '') ?? user.accessToken ?? user.id;
    return { key, userId: user.id, email: user.email, accessToken: user.accessToken, hasTotp };
  };

  return {
    pendingSignIn,

    async completeSignIn(jar, code) {
      const pending = await pendingSignIn(jar);
      if (!pending) throw new AppError('unauthorized', SIGN_IN_EXPIRED);
      const supabase = client(jar);
      const factor = await verifiedTotp(supabase);
      if (recovery && asTotpCode(code) === null && asRecoveryCode(code) !== null) {
        const sessionId = sessionIdOf(pending.accessToken ?? '');
        if (!sessionId || !(await recovery.consume(pending.userId, code, sessionId))) throw invalid();
        // The code is spent and this session complete; the app it stood in for goes, with its codes.
        const factorRemoved = await removeAfterRecovery(pending.userId, factor);
        await endOtherSessions(supabase);
        return { user: await signedIn(jar), method: 'recovery_code', factorRemoved };
      }
      if (!factor) throw invalid();
      await verify(supabase, factor.id, code);
      // The jar now holds the aal2 session.
      return { user: await signedIn(jar), method: 'totp' };
    },

    cancelSignIn: (jar) => auth.signOut(jar),

    async summary(jar) {
      const user = await signedIn(jar);
      const factor = await verifiedTotp(client(jar));
      const left = factor && recovery ? await recovery.left(user.id) : null;
      return { totp: factor ? { enabledAt: factor.updated_at } : null, recoveryCodesLeft: left };
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
      const user = await signedIn(jar);
      await checkPassword(jar, user, password);
      const supabase = client(jar);
      const factor = (await totpFactors(supabase)).find((candidate) => candidate.status === 'unverified');
      if (!factor) throw new AppError('conflict', SETUP_EXPIRED);
      await verify(supabase, factor.id, code);
      await endOtherSessions(supabase);
      return { recoveryCodes: recovery ? await recovery.issue(user.id) : [] };
    },

    async replaceRecoveryCodes(jar, code) {
      if (!recovery) throw new AppError('invalid_input', NO_RECOVERY_CODES);
      const user = await signedIn(jar);
      const supabase = client(jar);
      const factor = await verifiedTotp(supabase);
      if (!factor) throw new AppError('conflict', 'Turn on an authenticator app first.');
      await verify(supabase, factor.id, code);
      return { recoveryCodes: await recovery.issue(user.id) };
    },

    async disableTotp(jar, { password, code }) {
      const user = await signedIn(jar);
      await checkPassword(jar, user, password);
      const supabase = client(jar);
      const factor = await verifiedTotp(supabase);
      if (!factor) throw new AppError('conflict', 'No authenticator app is on.');
      if (recovery && asTotpCode(code) === null) {
        // A recovery code: spent, then the factor removed through the admin API (GoTrue's own
        // unenroll wants a session that passed the factor, which this one may not have).
        if (!(await recovery.consume(user.id, code, null))) throw invalid();
        await recovery.removeFactor(user.id, factor.id);
      } else {
        await verify(supabase, factor.id, code);
        const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
        if (error) throw fromAuthError(error);
      }
      await recovery?.clear(user.id);
      await endOtherSessions(supabase);
      return { method: asTotpCode(code) === null && recovery ? 'recovery_code' : 'totp' };
    },
  };
}

async function endOtherSessions(supabase: RequestSupabase) {
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) console.warn('Second factor changed, but ending the other sessions at Supabase failed.', error);
}
