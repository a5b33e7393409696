'use server';

import { actionError, textField, type ActionResult } from '@/lib/action-result';
import { changePassword, requireUser, signOutOtherSessions } from '@/lib/auth';
import { passwordChangeProblem, type PasswordChangeFields } from '@/lib/auth/password-change';

export async function changePasswordAction(input: PasswordChangeFields): Promise<ActionResult> {
  // Outside the try: a signed-out caller is redirected to the login page.
  await requireUser();
  const fields = {
    currentPassword: textField(input?.currentPassword),
    newPassword: textField(input?.newPassword),
    confirm: textField(input?.confirm),
  };
  const problem = passwordChangeProblem(fields);
  if (problem) return { ok: false, message: problem };
  try {
    await changePassword({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
    return { ok: true, data: undefined };
  } catch (error) {
    return actionError(error, 'Could not change the password');
  }
}

export async function signOutOthersAction(): Promise<ActionResult<{ ended?: number }>> {
  await requireUser();
  try {
    return { ok: true, data: await signOutOtherSessions() };
  } catch (error) {
    return actionError(error, 'Could not sign out the other sessions');
  }
}
