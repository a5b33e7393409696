import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { clientFor } from '@/lib/data/supabase/client';
import { AppError } from '@/lib/errors';
import { profileOf } from '../supabase';
import { verifiedClaims } from '../supabase-claims';
import { supabaseForRequest, type SupabaseConfig } from '../supabase-client';
import { fromAuthError } from '../supabase-errors';
import type { CookieJar } from '../types';
import type { Owner, PasskeyBackend, StoredCredential } from './backend';
import { challengeCookie, challengeExpired, checkConsumed } from './challenge-cookie';
import { passkeyFlows } from './flows';
import type { RelyingPartyOrProblem } from './relying-party';
import {
  CHALLENGE_SECONDS,
  MAX_PASSKEYS,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_NOT_FOUND,
  PASSKEY_REFUSED,
  TOO_MANY_PASSKEYS,
  type PasskeyAdapter,
  type PasskeyView,
} from './types';

type CredentialRow = {
  id: string;
  user_id: string;
  email: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string[];
};
type ViewRow = { id: string; name: string; created_at: string; last_used_at: string | null; synced: boolean };

const noCookies: CookieJar = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} };
const signedOut = () => new AppError('unauthorized', 'You must be signed in.');
const failed = (what: string, cause: unknown) => new AppError('internal', `Could not ${what}.`, { cause });
const toView = (row: ViewRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  synced: row.synced,
});
const toCredential = (row: CredentialRow): StoredCredential & { email: string } => ({
  id: row.id,
  userId: row.user_id,
  email: row.email,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64')),
  counter: Number(row.counter),
  transports: row.transports ?? [],
});

/** The session_id claim of a token GoTrue has just issued to this server. */
function sessionIdOf(accessToken: string): string {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    session_id?: unknown;
  };
  if (typeof claims.session_id !== 'string') throw new AppError('internal', 'The new session has no id.');
  return claims.session_id;
}

/** Passkeys of supabase mode: the same ceremonies as embedded mode (./flows.ts) on this backend. */
export function createSupabasePasskeys(
  config: SupabaseConfig,
  options: { serviceKey: string; relyingParty: RelyingPartyOrProblem },
): PasskeyAdapter {
  return passkeyFlows(supabasePasskeyBackend(config, options.serviceKey), options.relyingParty);
}

/**
 * public.passkeys read and renamed as the user (their JWT: row-level security sees the real
 * user); the rest through the server-only functions of migration 20261129000600 with the service
 * role key. A verified passkey starts the account's GoTrue session here on the server: a one-time
 * magic-link token from the admin API, exchanged at once into this request's cookies; the browser
 * never sees the token.
 */
export function supabasePasskeyBackend(config: SupabaseConfig, serviceKey: string): PasskeyBackend {
  const service: SupabaseClient = createClient(config.url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const cookie = challengeCookie({ secureCookies: config.secureCookies ?? false });
  const tokens = new WeakMap<Owner, string>();

  async function rpc<T>(name: string, args: Record<string, unknown>, what: string): Promise<T> {
    const { data, error } = await service.rpc(name, args);
    if (error) throw failed(what, error);
    return data as T;
  }
  const asUser = (owner: Owner) =>
    clientFor(config, {
      role: 'authenticated',
      userId: owner.userId,
      email: owner.email,
      accessToken: tokens.get(owner),
    });
  const credentials = async (args: Record<string, unknown>) =>
    (await rpc<CredentialRow[]>('passkey_credentials', args, 'read the passkeys')).map(toCredential);
  const recordUse = async (use: { passkeyId: string; newCounter: number; backedUp: boolean }) => {
    const grew = await rpc<boolean>(
      'passkey_record_use',
      { p_id: use.passkeyId, p_counter: use.newCounter, p_backed_up: use.backedUp },
      'record the passkey use',
    );
    if (!grew) throw new AppError('unauthorized', PASSKEY_REFUSED, { cause: new Error('counter did not grow') });
  };
  /** After a passkey was added or removed: only this browser stays signed in. */
  const endOthers = async (jar: CookieJar) => {
    const { error } = await supabaseForRequest(config, jar).auth.signOut({ scope: 'others' });
    if (error) console.warn('Passkeys changed, but ending the other sessions at Supabase failed.', error);
  };

  return {
    async owner(jar) {
      if (!(jar.getAll?.() ?? []).length) throw signedOut();
      // Best effort, as getUser: a page may not write cookies (the proxy refreshed its session).
      const supabase = supabaseForRequest(config, jar, { bestEffort: true });
      const claims = (await verifiedClaims(supabase)) as { sub: string; email?: string; session_id?: string } | null;
      if (!claims?.email || !claims.session_id) throw signedOut();
      const owner = { userId: claims.sub, email: claims.email, sessionId: claims.session_id };
      const { data } = await supabase.auth.getSession();
      if (data.session) tokens.set(owner, data.session.access_token);
      return owner;
    },

    async issue(jar, purpose, challenge, owner) {
      await rpc(
        'passkey_issue_challenge',
        {
          p_purpose: purpose,
          p_challenge: challenge,
          p_browser_hash: cookie.browserHash(jar),
          p_user_id: owner?.userId ?? null,
          p_session_id: owner?.sessionId ?? null,
          p_live_seconds: CHALLENGE_SECONDS,
        },
        'start the passkey request',
      );
    },

    async consume(jar, purpose, challenge, owner) {
      const browserHash = cookie.sentHash(jar);
      if (!browserHash || !challenge) throw challengeExpired('no challenge cookie or none in the response');
      const rows = await rpc<{ live: boolean; user_id: string | null; session_id: string | null }[]>(
        'passkey_consume_challenge',
        { p_challenge: challenge, p_browser_hash: browserHash, p_purpose: purpose },
        'check the passkey request',
      );
      const row = rows[0];
      checkConsumed(row && { live: row.live, userId: row.user_id, sessionId: row.session_id }, owner);
    },

    credentialsOf: (userId) => credentials({ p_user_id: userId }),
    credentialById: async (credentialId) => (await credentials({ p_credential_id: credentialId }))[0] ?? null,

    async list(_jar, owner) {
      const { data, error } = await asUser(owner)
        .from('passkeys')
        .select('id,name,created_at,last_used_at,device_type')
        .order('created_at');
      if (error) throw failed('read the passkeys', error);
      return (data as (Omit<ViewRow, 'synced'> & { device_type: string })[]).map((row) =>
        toView({ ...row, synced: row.device_type === 'multiDevice' }),
      );
    },

    async rename(_jar, owner, id, name) {
      const { data, error } = await asUser(owner).from('passkeys').update({ name }).eq('id', id).select('id');
      if (error) throw failed('rename the passkey', error);
      return (data ?? []).length > 0;
    },

    async add(jar, owner, passkey) {
      const { data, error } = await service.rpc('passkey_add', {
        p_user_id: owner.userId,
        p_credential_id: passkey.credentialId,
        p_public_key: Buffer.from(passkey.publicKey).toString('base64'),
        p_counter: passkey.counter,
        p_transports: passkey.transports,
        p_device_type: passkey.deviceType,
        p_backed_up: passkey.backedUp,
        p_name: passkey.name,
        p_max: MAX_PASSKEYS,
        p_session_id: owner.sessionId,
      });
      if (error?.code === '23505') throw new AppError('conflict', PASSKEY_ALREADY_ADDED, { cause: error });
      if (error?.hint === 'too_many_passkeys') throw new AppError('conflict', TOO_MANY_PASSKEYS, { cause: error });
      if (error) throw failed('add the passkey', error);
      await endOthers(jar);
      return toView((data as ViewRow[])[0]!);
    },

    // As a password change checks it (../supabase-account.ts): a sign-in on a cookie-less client, ended at once.
    async passwordMatches(owner, password) {
      const check = await supabaseForRequest(config, noCookies).auth.signInWithPassword({
        email: owner.email,
        password,
      });
      if (check.error || !check.data.session) {
        const error = fromAuthError(check.error);
        if (error.code === 'unauthorized') return false;
        throw error;
      }
      await service.auth.admin.signOut(check.data.session.access_token, 'local');
      return true;
    },

    async remove(jar, owner, passkeyId, use) {
      if (use) await recordUse(use);
      const gone = await rpc<boolean>(
        'passkey_remove',
        { p_id: passkeyId, p_user_id: owner.userId },
        'remove the passkey',
      );
      if (!gone) throw new AppError('not_found', PASSKEY_NOT_FOUND);
      await endOthers(jar);
    },

    async startSession(jar, passkey, use) {
      await recordUse(use);
      const { email } = passkey as StoredCredential & { email: string };
      const link = await service.auth.admin.generateLink({ type: 'magiclink', email });
      if (link.error || !link.data.properties?.hashed_token) throw fromAuthError(link.error);
      const supabase = supabaseForRequest(config, jar);
      // Rotation, as with a password: the session this browser still had ends once the new one exists.
      const previous = (await supabase.auth.getSession()).data.session?.access_token;
      const { data, error } = await supabase.auth.verifyOtp({
        type: 'magiclink',
        token_hash: link.data.properties.hashed_token,
      });
      if (error || !data.session || !data.user) throw fromAuthError(error);
      // A passkey is both factors: this session is a complete sign-in (second_factor_satisfied()).
      await rpc(
        'passkey_session_started',
        { p_session_id: sessionIdOf(data.session.access_token), p_user_id: data.user.id },
        'mark the passkey session',
      );
      if (previous) await service.auth.admin.signOut(previous, 'local');
      const user = await profileOf(supabase, { sub: data.user.id, email: data.user.email });
      if (!user) throw new AppError('unauthorized', 'This account has been removed.');
      return user;
    },
  };
}
