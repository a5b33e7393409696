import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { monthSpend } from '@/lib/ai/usage/month-spend';
import { countNewInquiries } from '@/lib/inquiries/admin';
import { visitorsAgainstLastWeek, type WeekdayVisitors } from '@/lib/visitors/weekday-compare';

/** What the dashboard's "needs doing" cards show, each read for the signed-in admin. */
export type TodoFigures = {
  newInquiries: number;
  /** Null when the database has no visitor figures yet. */
  visitors: WeekdayVisitors | null;
  aiSpend: { spentUsd: number; budgetUsd: number | null };
};

export async function loadTodoFigures(user: AuthUser): Promise<TodoFigures> {
  const [newInquiries, visitors, aiSpend] = await Promise.all([
    countNewInquiries(user),
    visitorsAgainstLastWeek(user),
    reposFor(user).then(({ usage }) => monthSpend(usage)),
  ]);
  return { newInquiries, visitors, aiSpend };
}
