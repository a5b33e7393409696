import 'server-only';
import { cache } from 'react';
import { isMissingFunction } from '@/lib/data/errors';
import type { SecondFactorStanding } from '@/lib/data/port';
import { reposFor } from '../repos';
import type { AuthUser } from '../types';

// What a Supabase project not yet given migration 20261129000100/0200 amounts to: no rule to
// enforce (its setting comes with those functions), and its sessions as complete as before.
const UNMIGRATED: SecondFactorStanding = { required: false, hasSecondFactor: false, sessionComplete: true };

/**
 * The user's standing, as the database judges it (the owner's rule, their factors, this
 * session's assurance level): asked once per request, cached with the user object.
 */
export const secondFactorStanding = cache(async (user: AuthUser): Promise<SecondFactorStanding> => {
  try {
    return await (await reposFor(user)).security.standing();
  } catch (error) {
    if (isMissingFunction(error)) return UNMIGRATED;
    throw error;
  }
});
