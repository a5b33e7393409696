import 'server-only';
import { getData } from '@/lib/data';
import type { Repos } from '@/lib/data/port';
import { callerFor } from './caller';
import type { AuthUser } from './types';

/** The repositories of a signed-in user: their rows, under their policies (RLS). */
export async function reposFor(user: Pick<AuthUser, 'id' | 'email' | 'accessToken'>): Promise<Repos> {
  return (await getData()).forCaller(callerFor(user));
}
