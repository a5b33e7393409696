import type { AdminsAnswer, AllowlistRequest, SecondFactorRuleRequest } from '@/app/api/admins/schema';
import { callRoute } from '@/lib/http/call-route';
import type { ActionResult } from '@/lib/action-result';

/** Browser-side calls behind the Admins card; every answer is the whole, current overview. */

/** Every answer is the whole, current overview. */
export type AdminOverview = AdminsAnswer;

async function send(url: string, method: 'POST' | 'DELETE', json?: unknown): Promise<ActionResult<AdminOverview>> {
  const outcome = await callRoute<Partial<AdminOverview>>(url, { method, json });
  if (!outcome.ok) return outcome;
  if (Array.isArray(outcome.data.admins)) return { ok: true, data: outcome.data as AdminOverview };
  return { ok: false, message: 'That did not work. Try again.' };
}

const allowlist = (email: string): AllowlistRequest => ({ email });
export const allowEmail = (email: string) => send('/api/admins/allowlist', 'POST', allowlist(email));
export const disallowEmail = (email: string) => send('/api/admins/allowlist', 'DELETE', allowlist(email));
export const removeAdmin = (userId: string) => send(`/api/admins/${encodeURIComponent(userId)}`, 'DELETE');
export const setSecondFactorRule = (required: boolean) =>
  send('/api/admins/second-factor-rule', 'POST', { required } satisfies SecondFactorRuleRequest);
