'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { validatedFormAction } from '@/lib/actions/validated-action';
import { signIn } from '@/lib/auth';
import { needsSecondStep } from '@/lib/auth/types';
import { safeNextPath } from '@/lib/safe-redirect';

/**
 * A refusal carries the submitted e-mail back, so the form (which React resets after the action)
 * shows it again. Never the password: after a refused sign-in it is cleared on purpose.
 */
export type SignInState = { message: string; email: string } | null;

// Longer than any e-mail address (254); a bigger value is not sent back to the page.
const MAX_ECHOED_EMAIL = 320;

export const signInAction = validatedFormAction({
  // Checked by signIn itself, which answers every kind of wrong value with its own message.
  input: { email: z.unknown(), password: z.unknown(), next: z.unknown() },
  fallback: 'An unexpected error occurred',
  refused: (message, { email }): SignInState => ({
    message,
    email: typeof email === 'string' && email.length <= MAX_ECHOED_EMAIL ? email : '',
  }),
  run: ({ email, password }) => signIn({ email: String(email ?? ''), password: String(password ?? '') }),
  then: async (outcome, input): Promise<SignInState> => {
    const next = safeNextPath(input.next);
    // The password was right, and the account has a second factor: no session yet, the code next.
    if (needsSecondStep(outcome)) redirect(`/admin/login/verify?${new URLSearchParams({ next })}`);
    redirect(next);
  },
});
