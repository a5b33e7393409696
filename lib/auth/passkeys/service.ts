import 'server-only';
// First: configures zod before any schema below is built (see the module).
import '@/lib/zod-jitless';
import { z } from 'zod';
import type { RateLimitStore } from '@/lib/data/port';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { parseOrThrow } from '@/lib/validation';
import { PASSWORD_CHANGE_LIMIT, throttledPasswordCheck } from '../account-security';
import { MAX_PASSWORD_LENGTH } from '../schemas';
import type { RecordActivity, RequestOrigin } from '../second-factor/service';
import { SIGN_IN_LIMITS } from '../throttle';
import type { AuthUser, CookieJar } from '../types';
import { parseAuthenticationResponse, parseRegistrationResponse, passkeyIdSchema, passkeyNameSchema } from './schemas';
import type { PasskeyAdapter, PasskeyView } from './types';

/**
 * Options for an anonymous sign-in store a challenge each (live five minutes): per client address,
 * far more than people behind one address ask for (the login page asks when the e-mail field is
 * focused and when the button is pressed), while a script cannot fill the table.
 */
export const PASSKEY_OPTIONS_LIMIT: Limit = { max: 100, windowSeconds: 5 * 60 };

type Deps = { adapter: PasskeyAdapter; store: RateLimitStore; record: RecordActivity };

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

const tooManySignIns = (wait: string) => `Too many sign-in attempts. Try again in ${wait}.`;
const tooMany = (wait: string) => `Too many attempts. Try again in ${wait}.`;
const tooManyPasswords = (wait: string) => `Too many wrong passwords. Try again in ${wait}.`;

/** The same per-address bucket as password sign-ins (./throttle.ts): one budget for all ways in. */
const addressBucket = (address: string): [string, Limit] => [
  bucketName('sign-in-address', address),
  SIGN_IN_LIMITS.address,
];

export async function signInOptions({ adapter, store }: Deps, request: { jar: CookieJar; origin: RequestOrigin }) {
  await takeAttempt(store, [[bucketName('passkey-options', request.origin.address), PASSKEY_OPTIONS_LIMIT]], tooMany);
  return adapter.signInOptions(request.jar);
}

/**
 * A passkey sign-in: both factors at once, so no second step follows. A refused one counts in the
 * address's sign-in budget (a success gives the attempt back); the sign-in is on the account's activity.
 */
export async function signIn(
  { adapter, store, record }: Deps,
  request: { jar: CookieJar; response: unknown; origin: RequestOrigin },
): Promise<AuthUser> {
  const response = parseAuthenticationResponse(request.response);
  const bucket = addressBucket(request.origin.address);
  await takeAttempt(store, [bucket], tooManySignIns);
  const user = await adapter.signIn(request.jar, response);
  await store.refund(bucket[0]);
  await record(user, { kind: 'sign_in', method: 'passkey', ...request.origin });
  return user;
}

/**
 * Adding a passkey (a sign-in needing neither password nor code, which a password change keeps)
 * starts with the current password, one guess in the password change's budget.
 */
export async function registrationOptions(
  { adapter, store }: Deps,
  request: { jar: CookieJar; user: AuthUser; password: unknown },
) {
  const password = parseOrThrow(passwordSchema, request.password);
  return throttledPasswordCheck(store, request.user.id, tooManyPasswords, () =>
    adapter.registrationOptions(request.jar, { password }),
  );
}

/** `name` may be empty: the passkey is then named after the browser, and can be renamed. */
export async function register(
  { adapter, record }: Deps,
  request: { jar: CookieJar; user: AuthUser; response: unknown; name: unknown; origin: RequestOrigin },
): Promise<PasskeyView> {
  const given = typeof request.name === 'string' ? request.name.trim() : '';
  const name = parseOrThrow(passkeyNameSchema, given || `${request.origin.browser} passkey`);
  const response = parseRegistrationResponse(request.response);
  const view = await adapter.register(request.jar, { response, name });
  await record(request.user, { kind: 'factor_added', method: 'passkey', ...request.origin });
  return view;
}

export async function rename({ adapter }: Deps, request: { jar: CookieJar; id: unknown; name: unknown }) {
  const id = parseOrThrow(passkeyIdSchema, request.id);
  await adapter.rename(request.jar, { id, name: parseOrThrow(passkeyNameSchema, request.name) });
}

export async function removalOptions({ adapter }: Deps, request: { jar: CookieJar; id: unknown }) {
  return adapter.removalOptions(request.jar, { id: parseOrThrow(passkeyIdSchema, request.id) });
}

/**
 * Removes a passkey after the password (each guess counted, as for a password change) or an
 * assertion of another of the account's passkeys: an open session alone cannot remove one.
 */
export async function remove(
  { adapter, store, record }: Deps,
  request: {
    jar: CookieJar;
    user: AuthUser;
    id: unknown;
    password?: unknown;
    response?: unknown;
    origin: RequestOrigin;
  },
): Promise<void> {
  const id = parseOrThrow(passkeyIdSchema, request.id);
  if (request.response !== undefined && request.response !== null) {
    await adapter.remove(request.jar, { id, proof: { response: parseAuthenticationResponse(request.response) } });
  } else {
    const password = parseOrThrow(passwordSchema, request.password);
    const bucket: [string, Limit] = [bucketName('password-change', request.user.id), PASSWORD_CHANGE_LIMIT];
    await takeAttempt(store, [bucket], tooMany);
    await adapter.remove(request.jar, { id, proof: { password } });
    await store.reset(bucket[0]);
  }
  await record(request.user, { kind: 'factor_removed', method: 'passkey', ...request.origin });
}
