import 'server-only';
import type { UsageRepo } from '@/lib/data/port';
import { usageReport } from './usage-report';
import { usageTotals } from './usage-view';

/**
 * This UTC month's known spend: priced replies, plus what replies that ended without a count and
 * drafts (an inquiry reply) left as settled amounts. Replies without a price are left out: the
 * spend is what is known, never a guess.
 */
export async function spentThisMonth(usage: UsageRepo, now = new Date()): Promise<number> {
  const [report, { estimatedUsd }] = await Promise.all([
    usage.prices().then((customPrices) => usageReport({ usage }, { now, customPrices })),
    usage.reservations(),
  ]);
  const thisMonth = report.months.at(-1);
  return usageTotals(report.rows.filter((row) => row.month === thisMonth)).costUsd + estimatedUsd;
}

/** The dashboard's AI card: this month's spend, against the monthly budget when there is one. */
export async function monthSpend(usage: UsageRepo): Promise<{ spentUsd: number; budgetUsd: number | null }> {
  const [spentUsd, budget] = await Promise.all([spentThisMonth(usage), usage.budget()]);
  return { spentUsd, budgetUsd: budget?.monthlyUsd ?? null };
}
