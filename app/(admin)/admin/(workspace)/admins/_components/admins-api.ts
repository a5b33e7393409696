import type { AdminOverview } from '@/lib/admins/manage';

/** Browser-side calls behind the Admins card; every answer is the whole, current overview. */

// A type only (erased from the bundle), so the server module stays out of the browser.
export type { AdminOverview };
export type AdminsOutcome = { ok: true; overview: AdminOverview } | { ok: false; message: string };

async function send(url: string, method: 'POST' | 'DELETE', body?: unknown): Promise<AdminsOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: 'The server could not be reached.' };
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<AdminOverview> & { message?: string };
  if (response.ok && Array.isArray(answer.admins)) return { ok: true, overview: answer as AdminOverview };
  return { ok: false, message: answer.message ?? 'That did not work. Try again.' };
}

export const allowEmail = (email: string) => send('/api/admins/allowlist', 'POST', { email });
export const disallowEmail = (email: string) => send('/api/admins/allowlist', 'DELETE', { email });
export const removeAdmin = (userId: string) => send(`/api/admins/${encodeURIComponent(userId)}`, 'DELETE');
export const setSecondFactorRule = (required: boolean) => send('/api/admins/second-factor-rule', 'POST', { required });
