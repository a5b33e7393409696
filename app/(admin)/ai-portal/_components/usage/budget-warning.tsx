'use client';

import { TriangleAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatCost } from '@/lib/ai/pricing/cost';
import { formatAgainstBudget } from '@/lib/ai/usage/budget-amounts';
import { BUDGET_SAVED_EVENT, fetchBudget, type BudgetStatus } from './usage-api';

/** The share of the budget at which the portal starts to warn. */
export const BUDGET_WARNING_SHARE = 0.8;

/** "$0.013 of your $0.01 monthly budget spent (131%).": the spend shows the cents that decide it. */
export function budgetText(status: BudgetStatus): string {
  const percent = Math.floor(status.share * 100);
  const spent = formatAgainstBudget(status.spentUsd, status.monthlyUsd);
  return `${spent} of your ${formatCost(status.monthlyUsd)} monthly budget spent (${percent}%).`;
}

/**
 * A warning once this month's spend reaches 80% of the budget; at 100% with "stop at the
 * budget" it says that sending is off. Read again whenever `refreshKey` changes (a new reply)
 * and when a budget is saved.
 */
export function BudgetWarning({ refreshKey }: { refreshKey: number }) {
  const [status, setStatus] = useState<BudgetStatus | null>(null);
  useEffect(() => {
    const read = () => fetchBudget().then((result) => setStatus(result.ok ? result.data : null));
    void read();
    // A budget changed in Settings (another tab of the portal) shows here without a reload.
    window.addEventListener(BUDGET_SAVED_EVENT, read);
    return () => window.removeEventListener(BUDGET_SAVED_EVENT, read);
  }, [refreshKey]);
  if (!status || status.share < BUDGET_WARNING_SHARE) return null;
  const stopped = status.stopAtBudget && status.share >= 1;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <TriangleAlertIcon aria-hidden className="size-4 shrink-0 text-amber-600" />
      <span>
        {budgetText(status)}{' '}
        {stopped ? 'Sending is stopped until next month, or until you raise the budget in Settings.' : ''}
      </span>
    </p>
  );
}
