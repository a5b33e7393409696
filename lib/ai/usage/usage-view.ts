/**
 * The Usage view's data and the sums it draws (browser-safe: the portal computes its chart
 * from the same rows the table and the CSV show). The rows come from ./usage-report.
 */
import type { UsageRow } from '@/lib/data/port';

/** A row of the Usage view with its cost: null when its model has no known price. */
export type PricedUsageRow = UsageRow & { costUsd: number | null };

export type UsageReport = {
  /** The months shown, 'YYYY-MM' in UTC, oldest first; the last is this month. */
  months: string[];
  rows: PricedUsageRow[];
  pricesAsOf: string;
};

/** How the Usage view names a key: masked as in Settings, or gone. */
export function keyLabel(row: { apiKeyId: string | null; keyHint: string | null }): string {
  if (!row.apiKeyId) return 'deleted key';
  return `••••${(row.keyHint ?? '').slice(-4)}`;
}

export type UsageTotals = {
  replies: number;
  inputTokens: number;
  outputTokens: number;
  /** The sum of the priced rows. */
  costUsd: number;
  /** Rows left out of costUsd for want of a price. */
  unpricedRows: number;
};

/** The totals of some rows (a month's, or the whole window's). */
export function usageTotals(rows: readonly PricedUsageRow[]): UsageTotals {
  const totals: UsageTotals = { replies: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, unpricedRows: 0 };
  for (const row of rows) {
    totals.replies += row.replies;
    totals.inputTokens += row.inputTokens;
    totals.outputTokens += row.outputTokens;
    if (row.costUsd === null) totals.unpricedRows += 1;
    else totals.costUsd += row.costUsd;
  }
  return totals;
}

/** Tokens (in and out) per month and provider, every month of the window present: the chart's bars. */
export function monthlyTokensByProvider(report: UsageReport): {
  providers: string[];
  months: ({ month: string } & Record<string, number | string>)[];
} {
  const providers = [...new Set(report.rows.map((row) => row.provider ?? 'unknown'))].sort();
  const months = report.months.map((month) => {
    const bar: { month: string } & Record<string, number | string> = { month };
    for (const provider of providers) bar[provider] = 0;
    for (const row of report.rows)
      if (row.month === month) {
        const provider = row.provider ?? 'unknown';
        bar[provider] = (bar[provider] as number) + row.inputTokens + row.outputTokens;
      }
    return bar;
  });
  return { providers, months };
}
