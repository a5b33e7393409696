'use server';

import { redirect } from 'next/navigation';
import { sameSiteAction } from '@/lib/actions/validated-action';
import { signOut } from '@/lib/auth';

export const signOutAction = sameSiteAction(async () => {
  await signOut();
  redirect('/');
});
