import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { isMissingFunction } from '@/lib/data/errors';
import type { VisitorFigures } from '@/lib/data/visits-port';

/** The Visitors page's period: the last 30 days, against the 30 before. */
export const FIGURE_DAYS = 30;

/**
 * The figures for an admin, or null when the database has no visitor figures yet (a Supabase
 * project where migration 20261201000100 has not been pushed): the page says so.
 */
export async function loadVisitorFigures(user: AuthUser): Promise<VisitorFigures | null> {
  try {
    return await (await reposFor(user)).visitors.figures({ days: FIGURE_DAYS });
  } catch (error) {
    if (isMissingFunction(error)) return null;
    throw error;
  }
}
