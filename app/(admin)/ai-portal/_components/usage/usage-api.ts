import type { BudgetAnswer, BudgetStatus, SetBudgetRequest } from '@/app/api/portal/usage/budget/schema';
import type { UsageAnswer } from '@/app/api/portal/usage/schema';
import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';

export type { BudgetStatus };

export const USAGE_CSV_PATH = '/api/portal/usage?format=csv';

/** The caller's usage of the last twelve months (GET /api/portal/usage). */
export const fetchUsage = () =>
  callRoute<UsageAnswer>('/api/portal/usage', { method: 'GET', cache: 'no-store' }, 'Loading the usage failed.');

const BUDGET_PATH = '/api/portal/usage/budget';

/** Where the user stands against their monthly budget (null: no budget), as the server counts it. */
export async function fetchBudget(): Promise<ActionResult<BudgetStatus | null>> {
  const result = await callRoute<BudgetAnswer>(BUDGET_PATH, { method: 'GET', cache: 'no-store' });
  return result.ok ? { ok: true, data: result.data.status } : result;
}

/** Sent on the window when a budget is saved: the chat's warning, mounted in another tab, reads it again. */
export const BUDGET_SAVED_EVENT = 'portal:budget-saved';

/** Saves the budget; a refusal's message is the route's own, or '' when it gave none. */
export async function saveBudget(budget: SetBudgetRequest): Promise<ActionResult<BudgetStatus | null>> {
  const result = await callRoute<BudgetAnswer>(BUDGET_PATH, { method: 'PUT', json: budget }, '');
  if (!result.ok) return result;
  window.dispatchEvent(new Event(BUDGET_SAVED_EVENT));
  return { ok: true, data: result.data.status };
}
