import { formatCost } from '@/lib/ai/pricing/cost';
import type { UsageTotals } from '@/lib/ai/usage/usage-view';

const count = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number) => count.format(value);
export const formatCompact = (value: number) => compact.format(value);

/** 'YYYY-MM' as "Nov 2026" (the months are UTC months). */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** A total's cost: the priced part, marked when some rows have no price; "cost unknown" when none has. */
export function totalCostText(totals: UsageTotals, rows: number): string {
  if (rows > 0 && totals.unpricedRows === rows) return formatCost(null);
  return totals.unpricedRows ? `${formatCost(totals.costUsd)} + cost unknown` : formatCost(totals.costUsd);
}
