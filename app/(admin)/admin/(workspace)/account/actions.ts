'use server';

import { argsOf, textInput, validatedAction } from '@/lib/actions/validated-action';
import { changePassword, signOutOtherSessions } from '@/lib/auth';
import { passwordChangeProblem } from '@/lib/auth/password-change';
import { AppError } from '@/lib/errors';

export const changePasswordAction = validatedAction(
  {
    input: argsOf({ currentPassword: textInput, newPassword: textInput, confirm: textInput }),
    gate: 'user',
    fallback: 'Could not change the password',
  },
  async (fields) => {
    const problem = passwordChangeProblem(fields);
    if (problem) throw new AppError('invalid_input', problem);
    await changePassword({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  },
);

export const signOutOthersAction = validatedAction(
  { input: argsOf({}), gate: 'user', fallback: 'Could not sign out the other sessions' },
  (): Promise<{ ended?: number }> => signOutOtherSessions(),
);
