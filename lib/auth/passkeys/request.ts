import 'server-only';
import { getData } from '@/lib/data';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { recordActivity, requestOrigin } from '../activity';
import { supabaseConfig } from '../backend';
import { requestCookieJar } from '../next-cookies';
import { pendingSignIn } from '../second-factor/request';
import type { AuthUser } from '../types';
import { createEmbeddedPasskeys } from './embedded';
import { relyingParty } from './relying-party';
import { createSupabasePasskeys } from './supabase';
import * as service from './service';
import type { PasskeyAdapter, PasskeyView } from './types';

/** Request-level passkey operations for pages and server actions, in either mode (docs/security.md, "Passkeys"). */

const NO_SERVICE_KEY =
  'Passkeys need SUPABASE_SERVICE_ROLE_KEY in supabase mode (the server stores them and starts the session they sign in).';

async function getPasskeys(): Promise<PasskeyAdapter | null> {
  const supabase = supabaseConfig();
  const serviceKey = getEnv().SUPABASE_SERVICE_ROLE_KEY;
  if (supabase)
    return serviceKey ? createSupabasePasskeys(supabase, { serviceKey, relyingParty: relyingParty() }) : null;
  return createEmbeddedPasskeys(await getEmbeddedDatabase(), {
    secureCookies: getEnv().isProduction,
    relyingParty: relyingParty(),
  });
}

async function deps() {
  const adapter = await getPasskeys();
  if (!adapter) throw new AppError('unavailable', NO_SERVICE_KEY);
  return { adapter, store: (await getData()).rateLimits, record: recordActivity };
}

/** Whether this server can offer passkeys at all, and if not, why (shown instead of the buttons). */
export function passkeyAvailability(): { available: true } | { available: false; reason: string } {
  if (supabaseConfig() && !getEnv().SUPABASE_SERVICE_ROLE_KEY) return { available: false, reason: NO_SERVICE_KEY };
  const rp = relyingParty();
  return rp.ok ? { available: true } : { available: false, reason: rp.problem };
}

/**
 * Whether the account of this browser's pending sign-in (a correct password, the second step
 * next) has a passkey: the second-step page then offers it, which signs in on its own.
 */
export async function pendingAccountHasPasskey(): Promise<boolean> {
  const adapter = passkeyAvailability().available ? await getPasskeys() : null;
  const pending = adapter ? await pendingSignIn() : null;
  return pending ? adapter!.accountHasPasskey(pending.userId) : false;
}

export async function listPasskeys(): Promise<PasskeyView[]> {
  const adapter = await getPasskeys();
  return adapter ? adapter.list(await requestCookieJar()) : [];
}

export async function passkeyRegistrationOptions(user: AuthUser, input: { password: unknown }) {
  return service.registrationOptions(await deps(), { jar: await requestCookieJar(), user, password: input.password });
}

export async function addPasskey(user: AuthUser, input: { response: unknown; name: unknown }) {
  return service.register(await deps(), {
    jar: await requestCookieJar(),
    user,
    response: input.response,
    name: input.name,
    origin: await requestOrigin(),
  });
}

export async function renamePasskey(input: { id: unknown; name: unknown }) {
  return service.rename(await deps(), { jar: await requestCookieJar(), ...input });
}

export async function passkeyRemovalOptions(input: { id: unknown }) {
  return service.removalOptions(await deps(), { jar: await requestCookieJar(), id: input.id });
}

export async function removePasskey(user: AuthUser, input: { id: unknown; password?: unknown; response?: unknown }) {
  return service.remove(await deps(), {
    jar: await requestCookieJar(),
    user,
    ...input,
    origin: await requestOrigin(),
  });
}

export async function passkeySignInOptions() {
  return service.signInOptions(await deps(), { jar: await requestCookieJar(), origin: await requestOrigin() });
}

/** Signs in with a passkey: the session starts here, no second step follows. */
export async function signInWithPasskey(input: { response: unknown }): Promise<AuthUser> {
  return service.signIn(await deps(), {
    jar: await requestCookieJar(),
    response: input.response,
    origin: await requestOrigin(),
  });
}
