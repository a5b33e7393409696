'use server';

import { argsOf, textInput, validatedAction } from '@/lib/actions/validated-action';
import { signUp } from '@/lib/auth';
import { registrationProblem } from '@/lib/auth/registration-rules';
import { AppError } from '@/lib/errors';

export const signUpAction = validatedAction(
  {
    input: argsOf({ email: textInput, password: textInput, confirm: textInput }),
    gate: 'anyone',
    fallback: 'Registration failed',
  },
  async (fields): Promise<{ email: string; confirmationSent?: boolean }> => {
    const problem = registrationProblem(fields);
    if (problem) throw new AppError('invalid_input', problem);
    return signUp({ email: fields.email, password: fields.password });
  },
);
