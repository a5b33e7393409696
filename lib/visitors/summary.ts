import 'server-only';
import type { VisitDay } from '@/lib/data/visits-port';

type Sums = { views: number; visitors: number; inquiries: number };

export type PeriodTotal = Sums & {
  label: string;
  /** The same figures for the period just before, of the same length. */
  previous: Sums;
  /** Change against the previous period as a fraction (0.25: 25% more); null when it had none. */
  change: { views: number | null; visitors: number | null };
};

const sum = (days: VisitDay[]): Sums =>
  days.reduce(
    (total, day) => ({
      views: total.views + day.views,
      visitors: total.visitors + day.visitors,
      inquiries: total.inquiries + day.inquiries,
    }),
    { views: 0, visitors: 0, inquiries: 0 },
  );

const change = (now: number, before: number) => (before === 0 ? null : (now - before) / before);

/**
 * Today, the last 7 and the last 30 days (today included), each against the period before it.
 * `days`: oldest first, ending today. Visitors are summed per day: the daily salt makes one
 * person on two days two visitors.
 */
export function periodTotals(days: VisitDay[]): PeriodTotal[] {
  const periods: [string, number][] = [
    ['Today', 1],
    ['Last 7 days', 7],
    ['Last 30 days', 30],
  ];
  return periods.map(([label, length]) => {
    const current = sum(days.slice(-length));
    const previous = sum(days.slice(-2 * length, -length));
    return {
      label,
      ...current,
      previous,
      change: { views: change(current.views, previous.views), visitors: change(current.visitors, previous.visitors) },
    };
  });
}

/** What share of visitors sent an inquiry (0.02: 2%); null without visitors. */
export function conversionShare(totals: Pick<Sums, 'visitors' | 'inquiries'>): number | null {
  return totals.visitors === 0 ? null : totals.inquiries / totals.visitors;
}
