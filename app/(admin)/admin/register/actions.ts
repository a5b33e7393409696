'use server';

import { actionError, type ActionResult } from '@/lib/action-result';
import { signUp } from '@/lib/auth';

export async function signUpAction(input: {
  email: string;
  password: string;
}): Promise<ActionResult<{ email: string }>> {
  try {
    return { ok: true, data: await signUp(input) };
  } catch (error) {
    return actionError(error, 'Registration failed');
  }
}
