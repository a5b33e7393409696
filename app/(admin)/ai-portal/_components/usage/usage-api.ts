import type { UsageReport } from '@/lib/ai/usage/usage-view';
import { fetchJson } from '@/lib/http/fetch-json';

export const USAGE_CSV_PATH = '/api/portal/usage?format=csv';

/** The caller's usage of the last twelve months (GET /api/portal/usage). */
export const fetchUsage = () => fetchJson<UsageReport>('/api/portal/usage', { method: 'GET', cache: 'no-store' });

/** Where the user stands against their monthly budget (null: no budget), as the server counts it. */
export type BudgetStatus = { monthlyUsd: number; stopAtBudget: boolean; spentUsd: number; share: number };

const BUDGET_PATH = '/api/portal/usage/budget';

export const fetchBudget = () =>
  fetchJson<{ status: BudgetStatus | null }>(BUDGET_PATH, { method: 'GET', cache: 'no-store' }).then((b) => b.status);

/** Sent on the window when a budget is saved: the chat's warning, mounted in another tab, reads it again. */
export const BUDGET_SAVED_EVENT = 'portal:budget-saved';

export const saveBudget = (budget: { monthlyUsd: number | null; stopAtBudget: boolean }) =>
  fetchJson<{ status: BudgetStatus | null }>(BUDGET_PATH, { method: 'PUT', json: budget }).then((b) => {
    window.dispatchEvent(new Event(BUDGET_SAVED_EVENT));
    return b.status;
  });
