import 'server-only';
// First: configures zod before any schema below is built (see the module).
import '@/lib/zod-jitless';
import { z } from 'zod';
import type { ActivityEntry, RateLimitStore } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { parseOrThrow } from '@/lib/validation';
import { PASSWORD_CHANGE_LIMIT, throttledPasswordCheck } from '../account-security';
import { MAX_PASSWORD_LENGTH } from '../schemas';
import { dailyCodeBucket, secondStepBuckets, settleRightCode, takeCodeAttempt } from './code-limits';
import type { AuthUser, CookieJar } from '../types';
import {
  CODE_ALREADY_USED,
  INVALID_CODE,
  SETUP_EXPIRED,
  SIGN_IN_EXPIRED,
  type SecondFactorAdapter,
  type TotpSetup,
} from './types';

/**
 * Wrong codes per account in 15 minutes for what a signed-in session does with a code (new
 * recovery codes, turning the app off): a session alone is not the owner.
 */
export const SECOND_FACTOR_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };

/** Writes an activity entry for `user` (as that user: their row, under the table's rules). */
export type RecordActivity = (
  user: Pick<AuthUser, 'id' | 'email' | 'accessToken'>,
  entry: ActivityEntry,
) => Promise<void>;

/** Where a request came from, as the activity list records it. */
export type RequestOrigin = Pick<ActivityEntry, 'address' | 'browser'>;

/** After a wrong code was recorded: tells the account once the failures pile up (./failed-codes-mail). */
export type AfterWrongCode = (
  account: Pick<AuthUser, 'id' | 'email' | 'accessToken'>,
  attempt: RequestOrigin & { at: Date },
) => Promise<void>;

type Deps = {
  adapter: SecondFactorAdapter;
  store: RateLimitStore;
  record: RecordActivity;
  afterWrongCode?: AfterWrongCode;
};

const codeSchema = z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(32, INVALID_CODE);
const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

const tooManyCodes = (wait: string) => `Too many attempts. Try again in ${wait}.`;
const secondFactorBucket = (userId: string): [string, Limit] => [
  bucketName('second-factor', userId),
  SECOND_FACTOR_LIMIT,
];
const isWrongCode = (error: unknown) => error instanceof AppError && error.code === 'unauthorized';
const tooManyPasswords = (wait: string) => `Too many wrong passwords. Try again in ${wait}.`;
/** Errors the adapter gives only after the password was right (a wrong code, an expired setup). */
const passedPassword = (error: unknown) =>
  error instanceof AppError && [INVALID_CODE, CODE_ALREADY_USED, SETUP_EXPIRED].includes(error.message);

/**
 * The second step of a sign-in. Each try counts, before the code is checked, in the limits of
 * ./code-limits (this pending sign-in, this address, the account's day); a wrong one is written
 * to the account's activity, which tells the owner at their next sign-in (./failed-codes).
 */
export async function completeSignIn(
  { adapter, store, record, afterWrongCode }: Deps,
  request: { jar: CookieJar; code: unknown; origin: RequestOrigin },
): Promise<AuthUser & { factorRemoved: boolean }> {
  const code = parseOrThrow(codeSchema, request.code);
  const pending = await adapter.pendingSignIn(request.jar);
  // Expired, used or never started: nothing to count an attempt against.
  if (!pending) throw new AppError('unauthorized', SIGN_IN_EXPIRED);
  const buckets = secondStepBuckets(pending, request.origin.address);
  await takeCodeAttempt(store, buckets, () => adapter.cancelSignIn(request.jar));
  let result;
  try {
    result = await adapter.completeSignIn(request.jar, code);
  } catch (error) {
    if (isWrongCode(error)) {
      const account = { id: pending.userId, email: pending.email, accessToken: pending.accessToken };
      await record(account, { kind: 'second_step_failed', method: null, ...request.origin });
      await afterWrongCode?.(account, { ...request.origin, at: new Date() });
    }
    throw error;
  }
  await settleRightCode(store, buckets);
  const { user, method, factorRemoved = false } = result;
  if (method === 'recovery_code') await record(user, { kind: 'recovery_code_used', method, ...request.origin });
  if (factorRemoved) await record(user, { kind: 'factor_removed', method: 'totp', ...request.origin });
  await record(user, { kind: 'sign_in', method, ...request.origin });
  return { ...user, factorRemoved };
}

export async function startTotpSetup({ adapter }: Deps, jar: CookieJar): Promise<TotpSetup> {
  return adapter.startTotpSetup(jar);
}

/**
 * Turns the authenticator on: needs the current password (a stolen session cookie alone must not
 * add a factor, whose recovery codes and ended sessions would lock the owner out). The password is
 * one guess in the password change's budget; the code is not throttled (it proves only that the
 * user copied their own key), so a wrong code after the right password gives the guess back.
 */
export async function confirmTotpSetup(
  { adapter, store, record }: Deps,
  request: { jar: CookieJar; user: AuthUser; password: unknown; code: unknown; origin: RequestOrigin },
): Promise<{ recoveryCodes: string[] }> {
  const password = parseOrThrow(passwordSchema, request.password);
  const code = parseOrThrow(codeSchema, request.code);
  let result;
  try {
    result = await throttledPasswordCheck(store, request.user.id, tooManyPasswords, () =>
      adapter.confirmTotpSetup(request.jar, { password, code }),
    );
  } catch (error) {
    if (passedPassword(error)) await store.reset(bucketName('password-change', request.user.id));
    throw error;
  }
  await record(request.user, { kind: 'factor_added', method: 'totp', ...request.origin });
  return result;
}

export async function replaceRecoveryCodes(
  { adapter, store, record }: Deps,
  request: { jar: CookieJar; user: AuthUser; code: unknown; origin: RequestOrigin },
): Promise<{ recoveryCodes: string[] }> {
  const code = parseOrThrow(codeSchema, request.code);
  const [bucket, daily] = [secondFactorBucket(request.user.id), dailyCodeBucket(request.user.id)];
  await takeAttempt(store, [bucket, daily], tooManyCodes);
  const result = await adapter.replaceRecoveryCodes(request.jar, code);
  await Promise.all([store.reset(bucket[0]), store.refund(daily[0])]);
  await record(request.user, { kind: 'recovery_codes_replaced', method: null, ...request.origin });
  return result;
}

/** Password and code, each guess counted: an open session alone (a borrowed laptop) cannot turn it off. */
export async function disableTotp(
  { adapter, store, record }: Deps,
  request: { jar: CookieJar; user: AuthUser; password: unknown; code: unknown; origin: RequestOrigin },
): Promise<void> {
  const password = parseOrThrow(passwordSchema, request.password);
  const code = parseOrThrow(codeSchema, request.code);
  const buckets: [string, Limit][] = [
    [bucketName('password-change', request.user.id), PASSWORD_CHANGE_LIMIT],
    secondFactorBucket(request.user.id),
  ];
  const daily = dailyCodeBucket(request.user.id);
  await takeAttempt(store, [...buckets, daily], tooManyCodes);
  const { method } = await adapter.disableTotp(request.jar, { password, code });
  await Promise.all([...buckets.map(([bucket]) => store.reset(bucket)), store.refund(daily[0])]);
  if (method === 'recovery_code') await record(request.user, { kind: 'recovery_code_used', method, ...request.origin });
  await record(request.user, { kind: 'factor_removed', method: 'totp', ...request.origin });
}
