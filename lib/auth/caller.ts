import type { Caller } from '@/lib/data/port';
import type { AuthUser } from './types';

/** The data-layer identity of a signed-in user: their rows, under their policies. */
export function callerFor(user: Pick<AuthUser, 'id' | 'email' | 'accessToken'>): Caller {
  return { role: 'authenticated', userId: user.id, email: user.email, accessToken: user.accessToken };
}
