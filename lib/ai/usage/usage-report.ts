import 'server-only';
import type { Repos } from '@/lib/data/port';
import { costOf, priceOf, type CustomPrice } from '../pricing/cost';
import { PRICES_AS_OF } from '../pricing/price-table';
import type { UsageReport } from './usage-view';

export type { UsageReport } from './usage-view';

/** How many months the view covers, this month included. */
export const USAGE_MONTHS = 12;

/** The first instant of the oldest month shown, and every month's label, in UTC. */
export function usageWindow(now: Date): { since: Date; months: string[] } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const months = Array.from({ length: USAGE_MONTHS }, (_, index) => {
    const start = new Date(Date.UTC(year, month - (USAGE_MONTHS - 1) + index, 1));
    return start.toISOString().slice(0, 7);
  });
  return { since: new Date(Date.UTC(year, month - (USAGE_MONTHS - 1), 1)), months };
}

/**
 * The caller's usage of the last twelve months, summed by the database (under the caller's
 * row-level security), each row priced here: the prices live in code and in the user's settings.
 */
export async function usageReport(
  repos: Pick<Repos, 'usage'>,
  options: { now?: Date; customPrices?: readonly CustomPrice[] } = {},
): Promise<UsageReport> {
  const { since, months } = usageWindow(options.now ?? new Date());
  const rows = await repos.usage.byMonth({ since });
  return {
    months,
    rows: rows.map((row) => ({
      ...row,
      costUsd: costOf(row, priceOf(row.provider, row.model, options.customPrices)),
    })),
    pricesAsOf: PRICES_AS_OF,
  };
}
