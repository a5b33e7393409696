import 'server-only';
import type { AccountActivity } from '@/lib/data/port';
import { getData } from '@/lib/data';
import { afterResponse } from '@/lib/inquiries/after-response';
import { FAILED_CODES_NOTICE_AT, failedCodes, type FailedCodes } from '../failed-codes';
import { mailAfterRepeatedWrongCodes } from '../failed-codes-mail';
import { recordActivity, requestOrigin } from '../activity';
import { getSecondFactor } from '../backend';
import { reposFor } from '../repos';
import { requestCookieJar } from '../next-cookies';
import { qrCodeDataUrl } from './qr-code';
import * as service from './service';
import type { PendingSignIn, SecondFactorSummary, TotpSetup } from './types';
import type { AuthUser } from '../types';

/** Request-level second-factor operations (either backend) for pages and server actions. */

async function deps() {
  return {
    adapter: await getSecondFactor(),
    store: (await getData()).rateLimits,
    record: recordActivity,
    // After the response: the one who typed the code never waits for (or learns of) the mail.
    afterWrongCode: async (...args: Parameters<service.AfterWrongCode>) =>
      afterResponse(() => mailAfterRepeatedWrongCodes(...args)),
  };
}

/** This browser's sign-in waiting for its second step, or null. */
export async function pendingSignIn(): Promise<PendingSignIn | null> {
  return (await getSecondFactor()).pendingSignIn(await requestCookieJar());
}

/**
 * The second step: a correct code signs in (see ./second-factor/service.ts for the throttle).
 * `factorRemoved`: a recovery code turned the authenticator app off (Supabase mode).
 */
export async function completeSignIn(input: { code: unknown }): Promise<AuthUser & { factorRemoved: boolean }> {
  return service.completeSignIn(await deps(), {
    jar: await requestCookieJar(),
    code: input.code,
    origin: await requestOrigin(),
  });
}

export async function cancelSignIn(): Promise<void> {
  await (await getSecondFactor()).cancelSignIn(await requestCookieJar());
}

export async function secondFactorSummary(): Promise<SecondFactorSummary> {
  return (await getSecondFactor()).summary(await requestCookieJar());
}

export async function startTotpSetup(): Promise<TotpSetup & { qrCode: string }> {
  const setup = await service.startTotpSetup(await deps(), await requestCookieJar());
  return { ...setup, qrCode: await qrCodeDataUrl(setup.uri) };
}

export async function confirmTotpSetup(user: AuthUser, input: { password: unknown; code: unknown }) {
  return service.confirmTotpSetup(await deps(), {
    jar: await requestCookieJar(),
    user,
    password: input.password,
    code: input.code,
    origin: await requestOrigin(),
  });
}

export async function replaceRecoveryCodes(user: AuthUser, input: { code: unknown }) {
  return service.replaceRecoveryCodes(await deps(), {
    jar: await requestCookieJar(),
    user,
    code: input.code,
    origin: await requestOrigin(),
  });
}

export async function disableTotp(user: AuthUser, input: { password: unknown; code: unknown }) {
  return service.disableTotp(await deps(), {
    jar: await requestCookieJar(),
    user,
    password: input.password,
    code: input.code,
    origin: await requestOrigin(),
  });
}

/** The newest entries of an account's activity: the user's own, or (the owner) any admin's. */
export async function accountActivity(user: AuthUser, accountId = user.id, limit = 50): Promise<AccountActivity[]> {
  return (await reposFor(user)).security.activity({ userId: accountId, limit });
}

const NOTICE_READ = 200;

/**
 * What the signed-in admin is told after a sign-in that followed repeated wrong codes (issue
 * #37, 8): the failures between this sign-in and the one before, or null when under the mark.
 */
export async function failedCodesNotice(user: AuthUser): Promise<FailedCodes | null> {
  const entries = await accountActivity(user, user.id, NOTICE_READ);
  const found = failedCodes(entries, { sinceSignIns: 1, complete: entries.length < NOTICE_READ });
  return found.attempts.length >= FAILED_CODES_NOTICE_AT ? found : null;
}
