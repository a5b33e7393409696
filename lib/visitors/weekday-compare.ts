import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { isMissingFunction } from '@/lib/data/errors';

/** Visitors today and on the same weekday a week ago (UTC days, like the Visitors page). */
export type WeekdayVisitors = { today: number; lastWeek: number; weekday: string };

/**
 * For the dashboard: today's visitors against the same weekday last week. Null when the database
 * has no visitor figures yet (a Supabase project without migration 20261201000100).
 */
export async function visitorsAgainstLastWeek(user: AuthUser): Promise<WeekdayVisitors | null> {
  let figures;
  try {
    // Four days and the four before them: eight days, today last, the same weekday first.
    figures = await (await reposFor(user)).visitors.figures({ days: 4 });
  } catch (error) {
    if (isMissingFunction(error)) return null;
    throw error;
  }
  const weekday = new Date(`${figures.today}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return {
    today: figures.days.at(-1)?.visitors ?? 0,
    lastWeek: figures.days.at(-8)?.visitors ?? 0,
    weekday,
  };
}
