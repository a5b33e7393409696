'use server';

import { redirect } from 'next/navigation';
import { actionError, textField } from '@/lib/action-result';
import { SIGN_IN_EXPIRED } from '@/lib/auth/second-factor/types';
import { cancelSignIn, completeSignIn } from '@/lib/auth/two-factor';
import { isAppError } from '@/lib/errors';
import { safeNextPath } from '@/lib/safe-redirect';

/** A refusal carries the typed code back, so a mistyped recovery code can be corrected rather than retyped. */
export type VerifyState = { message: string; code: string } | null;

// Longer than any code; a bigger value is not sent back to the page.
const MAX_ECHOED_CODE = 64;

export async function verifySignInAction(_previous: VerifyState, form: FormData): Promise<VerifyState> {
  const code = textField(form.get('code'));
  try {
    await completeSignIn({ code });
  } catch (error) {
    // Nothing pending (expired, used, never started): back to the first step.
    if (isAppError(error) && error.message === SIGN_IN_EXPIRED) redirect('/admin/login?notice=sign-in-expired');
    const { message } = actionError(error, 'An unexpected error occurred');
    return { message, code: code.length <= MAX_ECHOED_CODE ? code : '' };
  }
  redirect(safeNextPath(form.get('next')));
}

/** "Start over": forgets the pending sign-in of this browser. */
export async function cancelSignInAction(): Promise<void> {
  await cancelSignIn();
  redirect('/admin/login');
}
