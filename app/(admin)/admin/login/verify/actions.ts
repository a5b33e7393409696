'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { textField } from '@/lib/action-result';
import { sameSiteAction, textInput, validatedFormAction } from '@/lib/actions/validated-action';
import { SIGN_IN_EXPIRED } from '@/lib/auth/second-factor/types';
import { SECOND_FACTOR_SETUP_PATH, mustSetUpSecondFactor } from '@/lib/auth';
import { cancelSignIn, completeSignIn } from '@/lib/auth/second-factor/request';
import { isAppError } from '@/lib/errors';
import { safeNextPath } from '@/lib/safe-redirect';
import { AUTHENTICATOR_OFF_NOTICE } from '../../../_components/authenticator/authenticator-off-notice';

/** A refusal carries the typed code back, so a mistyped recovery code can be corrected rather than retyped. */
export type VerifyState = { message: string; code: string } | null;

// Longer than any code; a bigger value is not sent back to the page.
const MAX_ECHOED_CODE = 64;

export const verifySignInAction = validatedFormAction({
  input: { code: textInput, next: z.unknown() },
  fallback: 'An unexpected error occurred',
  refused: (message, fields, error): VerifyState => {
    // Nothing pending (expired, used, never started): back to the first step.
    if (isAppError(error) && error.message === SIGN_IN_EXPIRED) redirect('/admin/login?notice=sign-in-expired');
    const code = textField(fields.code);
    return { message, code: code.length <= MAX_ECHOED_CODE ? code : '' };
  },
  run: ({ code }) => completeSignIn({ code }),
  then: async (signedIn, input): Promise<VerifyState> => {
    // A recovery code turned the authenticator off (Supabase mode): say so where the user lands.
    if (signedIn.factorRemoved) {
      const page = (await mustSetUpSecondFactor(signedIn)) ? SECOND_FACTOR_SETUP_PATH : '/admin/dashboard';
      redirect(`${page}?notice=${AUTHENTICATOR_OFF_NOTICE}`);
    }
    redirect(safeNextPath(input.next));
  },
});

/** "Start over": forgets the pending sign-in of this browser. */
export const cancelSignInAction = sameSiteAction(async () => {
  await cancelSignIn();
  redirect('/admin/login');
});
