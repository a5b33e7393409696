import 'server-only';
import type { UsageBudget, UsageRepo } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { formatCost } from '../pricing/cost';
import { usageReport } from './usage-report';
import { usageTotals } from './usage-view';

/** Where the user stands against their monthly budget; `share` is spent / budget (0.8: the warning). */
export type BudgetStatus = UsageBudget & { spentUsd: number; share: number };

/** This UTC month's priced replies against the budget; null without a budget. */
export async function budgetStatus(usage: UsageRepo, now = new Date()): Promise<BudgetStatus | null> {
  const budget = await usage.budget();
  return budget ? statusOf(usage, budget, now) : null;
}

async function statusOf(usage: UsageRepo, budget: UsageBudget, now: Date): Promise<BudgetStatus> {
  const report = await usageReport({ usage }, { now, customPrices: await usage.prices() });
  const thisMonth = report.months.at(-1);
  // Replies without a price are left out: the spend is what is known, never a guess.
  const spentUsd = usageTotals(report.rows.filter((row) => row.month === thisMonth)).costUsd;
  return { ...budget, spentUsd, share: spentUsd / budget.monthlyUsd };
}

/**
 * Refuses a chat turn once the month's budget is spent, when the user chose "stop at the
 * budget"; the provider is never called then. Users without such a budget pay one read.
 */
export async function assertWithinBudget(usage: UsageRepo, now = new Date()): Promise<void> {
  const budget = await usage.budget();
  if (!budget?.stopAtBudget) return;
  const status = await statusOf(usage, budget, now);
  if (status.spentUsd < budget.monthlyUsd) return;
  throw new AppError(
    'forbidden',
    `You have reached your monthly budget of ${formatCost(budget.monthlyUsd)} (${formatCost(status.spentUsd)} spent this month). Raise it or turn off "Stop at the budget" in Settings to keep chatting.`,
  );
}
