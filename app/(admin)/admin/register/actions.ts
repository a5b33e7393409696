'use server';

import { actionError, textField, type ActionResult } from '@/lib/action-result';
import { signUp } from '@/lib/auth';
import { registrationProblem, type RegistrationFields } from '@/lib/auth/registration-rules';

export async function signUpAction(
  input: RegistrationFields,
): Promise<ActionResult<{ email: string; confirmationSent?: boolean }>> {
  const fields = {
    email: textField(input?.email),
    password: textField(input?.password),
    confirm: textField(input?.confirm),
  };
  const problem = registrationProblem(fields);
  if (problem) return { ok: false, message: problem };
  try {
    return { ok: true, data: await signUp({ email: fields.email, password: fields.password }) };
  } catch (error) {
    return actionError(error, 'Registration failed');
  }
}
