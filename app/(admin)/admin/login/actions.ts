'use server';

import { redirect } from 'next/navigation';
import { actionError } from '@/lib/action-result';
import { signIn } from '@/lib/auth';
import { safeNextPath } from '@/lib/safe-redirect';

export type SignInState = { message: string } | null;

export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  try {
    await signIn({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  } catch (error) {
    return { message: actionError(error, 'An unexpected error occurred').message };
  }
  redirect(safeNextPath(form.get('next')));
}
