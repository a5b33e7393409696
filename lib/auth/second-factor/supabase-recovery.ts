import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import type { SupabaseConfig } from '../supabase-client';
import { fromAuthError } from '../supabase-errors';
import { asRecoveryCode, hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

const failed = (what: string, cause: unknown) => new AppError('internal', `Could not ${what}.`, { cause });

/** The session_id claim of a verified access token (GoTrue keeps it across refreshes). */
export function sessionIdOf(accessToken: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      session_id?: unknown;
    };
    return typeof claims.session_id === 'string' ? claims.session_id : null;
  } catch {
    return null;
  }
}

/**
 * Recovery codes of supabase mode, with the service role key: GoTrue has none, so the server
 * keeps their HMACs in private.recovery_codes (migration 20261129000800) and, where a code stands
 * in for the authenticator, removes the TOTP factor through GoTrue's admin API.
 */
export function supabaseRecoveryCodes(config: SupabaseConfig, serviceKey: string) {
  const service = createClient(config.url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  async function rpc<T>(name: string, args: Record<string, unknown>, what: string): Promise<T> {
    const { data, error } = await service.rpc(name, args);
    if (error) throw failed(what, error);
    return data as T;
  }

  return {
    /** Ten new codes in place of all the account's old ones; only their HMACs are stored. */
    async issue(userId: string): Promise<string[]> {
      const codes = newRecoveryCodes();
      const hashes = codes.map((code) => hashRecoveryCode(userId, asRecoveryCode(code)!));
      await rpc('recovery_codes_replace', { p_user_id: userId, p_hashes: hashes }, 'store the recovery codes');
      return codes;
    },

    clear: (userId: string) =>
      rpc('recovery_codes_replace', { p_user_id: userId, p_hashes: [] }, 'remove the recovery codes'),

    left: (userId: string) => rpc<number>('recovery_codes_left', { p_user_id: userId }, 'count the recovery codes'),

    /**
     * Spends `code` if it is an unused code of the account (false otherwise); with `sessionId`,
     * that session becomes a complete sign-in in the same transaction.
     */
    async consume(userId: string, code: string, sessionId: string | null): Promise<boolean> {
      const normalized = asRecoveryCode(code);
      if (normalized === null) return false;
      return rpc<boolean>(
        'recovery_code_consume',
        { p_user_id: userId, p_hash: hashRecoveryCode(userId, normalized), p_session_id: sessionId },
        'check the recovery code',
      );
    },

    /** GoTrue's admin API: removing a verified factor otherwise needs an aal2 session. */
    async removeFactor(userId: string, factorId: string) {
      const { error } = await service.auth.admin.mfa.deleteFactor({ userId, id: factorId });
      if (error) throw fromAuthError(error);
    },
  };
}
