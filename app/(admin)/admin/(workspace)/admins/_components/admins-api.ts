import type { AdminOverview } from '@/lib/admins/manage';
import { sendRequest } from '@/app/(admin)/_components/send-request';

/** Browser-side calls behind the Admins card; every answer is the whole, current overview. */

// A type only (erased from the bundle), so the server module stays out of the browser.
export type { AdminOverview };
export type AdminsOutcome = { ok: true; overview: AdminOverview } | { ok: false; message: string };

async function send(url: string, method: 'POST' | 'DELETE', json?: unknown): Promise<AdminsOutcome> {
  const outcome = await sendRequest<Partial<AdminOverview>>(url, { method, json });
  if (!outcome.ok) return outcome;
  if (Array.isArray(outcome.data.admins)) return { ok: true, overview: outcome.data as AdminOverview };
  return { ok: false, message: 'That did not work. Try again.' };
}

export const allowEmail = (email: string) => send('/api/admins/allowlist', 'POST', { email });
export const disallowEmail = (email: string) => send('/api/admins/allowlist', 'DELETE', { email });
export const removeAdmin = (userId: string) => send(`/api/admins/${encodeURIComponent(userId)}`, 'DELETE');
export const setSecondFactorRule = (required: boolean) => send('/api/admins/second-factor-rule', 'POST', { required });
