'use server';

import { redirect } from 'next/navigation';
import { actionError } from '@/lib/action-result';
import { signIn } from '@/lib/auth';
import { needsSecondStep, type SignInOutcome } from '@/lib/auth/types';
import { safeNextPath } from '@/lib/safe-redirect';

/**
 * A refusal carries the submitted e-mail back, so the form (which React resets after the action)
 * shows it again. Never the password: after a refused sign-in it is cleared on purpose.
 */
export type SignInState = { message: string; email: string } | null;

// Longer than any e-mail address (254); a bigger value is not sent back to the page.
const MAX_ECHOED_EMAIL = 320;

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '');
  let outcome: SignInOutcome;
  try {
    outcome = await signIn({ email, password: String(form.get('password') ?? '') });
  } catch (error) {
    const message = actionError(error, 'An unexpected error occurred').message;
    return { message, email: typeof form.get('email') === 'string' && email.length <= MAX_ECHOED_EMAIL ? email : '' };
  }
  const next = safeNextPath(form.get('next'));
  // The password was right, and the account has a second factor: no session yet, the code next.
  if (needsSecondStep(outcome)) redirect(`/admin/login/verify?${new URLSearchParams({ next })}`);
  redirect(next);
}
