import { fetchJson, HttpError } from '@/lib/http/fetch-json';

/** Browser-side calls of the Search & sharing card. */

export type DraftOutcome = { ok: true; description: string } | { ok: false; message: string };

/** Whether the signed-in admin has a saved AI key to draft with (the portal's own key list). */
export async function hasDraftKey(): Promise<boolean> {
  try {
    const { keys } = await fetchJson<{ keys: unknown[] }>('/api/portal/keys', { cache: 'no-store' });
    return keys.length > 0;
  } catch {
    return true; // Unknown: let the draft itself say what is wrong.
  }
}

export async function draftDescription(page: string): Promise<DraftOutcome> {
  try {
    const { description } = await fetchJson<{ description: string }>('/api/content/seo-draft', {
      method: 'POST',
      json: { page },
    });
    return { ok: true, description };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message };
    throw error;
  }
}
