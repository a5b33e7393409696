import 'server-only';
import { headers } from 'next/headers';
import { getData } from '@/lib/data';
import { AppError } from '@/lib/errors';
import { clientAddress } from '@/lib/http/client-address';
import { throttledChangePassword } from './account-security';
import { recordActivity, requestOrigin } from './activity';
import { getAuth } from './backend';
import { getUser } from './guards';
import { requestCookieJar } from './next-cookies';
import { secondFactorStanding } from './second-factor/standing';
import { throttledSignIn, throttledSignUp } from './throttle';
import { needsSecondStep, type SignInOutcome } from './types';

/**
 * Signs in from a server action, throttling failed attempts (see ./throttle). For an account
 * with a second factor the answer is SecondStepRequired: no session yet, the second step
 * (./second-factor/request.ts completeSignIn) finishes it.
 */
export async function signIn(input: { email: string; password: string }): Promise<SignInOutcome> {
  const jar = await requestCookieJar();
  const origin = await requestOrigin();
  const outcome = await throttledSignIn(await getAuth(), (await getData()).rateLimits, {
    jar,
    input,
    address: origin.address,
  });
  if (needsSecondStep(outcome)) return outcome;
  // Supabase: GoTrue's password sign-in gave an aal1 session, which the second step must raise.
  if (!(await secondFactorStanding(outcome)).sessionComplete) return { secondStep: 'required' };
  await recordActivity(outcome, { kind: 'sign_in', method: 'password', ...origin });
  return outcome;
}

export async function signUp(input: {
  email: string;
  password: string;
}): Promise<{ email: string; confirmationSent?: boolean }> {
  const address = clientAddress(await headers());
  return throttledSignUp(await getAuth(), (await getData()).rateLimits, { input, address });
}

export async function signOut(): Promise<void> {
  const jar = await requestCookieJar();
  return (await getAuth()).signOut(jar);
}

/**
 * Changes the signed-in user's password: the adapter checks the current one, wrong guesses are
 * throttled per account (./account-security), and every other session of theirs ends.
 */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const user = await getUser();
  if (!user) throw new AppError('unauthorized', 'You must be signed in.');
  const jar = await requestCookieJar();
  await throttledChangePassword(await getAuth(), (await getData()).rateLimits, { jar, userId: user.id, input });
}

/** Ends every session of the signed-in user except this one (see AuthAdapter.signOutOthers). */
export async function signOutOtherSessions(): Promise<{ ended?: number }> {
  const jar = await requestCookieJar();
  return (await getAuth()).signOutOthers(jar);
}
