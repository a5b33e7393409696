import 'server-only';
import type { PricedModel, UsageBudget, UsageRepo } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { priceOf, type CustomPrice } from '../pricing/cost';
import { budgetRefusal } from './budget-refusal';
import { spentThisMonth } from './month-spend';
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
  const spentUsd = await spentThisMonth(usage, now);
  return { ...budget, spentUsd, share: spentUsd / budget.monthlyUsd };
}

/** What the budget check of a turn found, for its reservation (./reservation): null without "stop at the budget". */
export type BudgetGate = { customPrices: CustomPrice[]; priced: PricedModel[] };

/**
 * Refuses a turn at once when the month's budget is spent or held by replies still running,
 * before anything is sent anywhere (not even a memory search's embedding). It is only the
 * first look: what holds is the turn's reservation (./reservation), made once its input is known.
 */
export async function budgetGate(usage: UsageRepo, now = new Date()): Promise<BudgetGate | null> {
  const budget = await usage.budget();
  if (!budget?.stopAtBudget) return null;
  const [customPrices, { heldUsd, estimatedUsd }] = await Promise.all([usage.prices(), usage.reservations()]);
  const report = await usageReport({ usage }, { now, customPrices });
  const thisMonth = report.rows.filter((row) => row.month === report.months.at(-1));
  const spentUsd = usageTotals(thisMonth).costUsd + estimatedUsd;
  if (spentUsd + heldUsd >= budget.monthlyUsd)
    throw new AppError('forbidden', budgetRefusal({ spentUsd, heldUsd, budgetUsd: budget.monthlyUsd }, 1));
  const priced = thisMonth.flatMap(({ provider, model }) =>
    provider && model ? [{ provider, model, ...pricePair(provider, model, customPrices) }] : [],
  );
  return { customPrices, priced };
}

/** A model's price as the reservation passes it to the database: USD per million tokens, null when unknown. */
export function pricePair(provider: string, model: string, customPrices: readonly CustomPrice[]) {
  const price = priceOf(provider, model, customPrices);
  return { input: price?.inputPerMillion ?? null, output: price?.outputPerMillion ?? null };
}
