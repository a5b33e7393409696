import type { SeoDraftAnswer, SeoDraftRequest } from '@/app/api/content/seo-draft/schema';
import type { KeyListAnswer } from '@/app/api/portal/keys/schema';
import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';

/** Browser-side calls of the Search & sharing card, typed by the routes' own schema.ts. */

/** Whether the signed-in admin has a saved AI key to draft with (the portal's own key list). */
export async function hasDraftKey(): Promise<boolean> {
  const result = await callRoute<KeyListAnswer>('/api/portal/keys', { cache: 'no-store' });
  // Unknown: let the draft itself say what is wrong.
  return result.ok ? result.data.keys.length > 0 : true;
}

export async function draftDescription(page: string): Promise<ActionResult<string>> {
  const json = { page } as SeoDraftRequest; // the page names are checked by the route
  const result = await callRoute<SeoDraftAnswer>('/api/content/seo-draft', { method: 'POST', json });
  return result.ok ? { ok: true, data: result.data.description } : result;
}
