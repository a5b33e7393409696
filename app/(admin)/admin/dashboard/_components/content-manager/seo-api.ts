/** Browser-side calls of the Search & sharing card. */

export type DraftOutcome = { ok: true; description: string } | { ok: false; message: string };

async function messageOf(response: Response, fallback: string): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : fallback;
}

/** Whether the signed-in admin has a saved AI key to draft with (the portal's own key list). */
export async function hasDraftKey(): Promise<boolean> {
  const response = await fetch('/api/portal/keys', { cache: 'no-store' });
  if (!response.ok) return true; // Unknown: let the draft itself say what is wrong.
  const body = (await response.json()) as { keys?: unknown[] };
  return Array.isArray(body.keys) && body.keys.length > 0;
}

export async function draftDescription(page: string): Promise<DraftOutcome> {
  try {
    const response = await fetch('/api/content/seo-draft', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page }),
    });
    if (!response.ok) return { ok: false, message: await messageOf(response, 'The draft failed. Try again.') };
    return { ok: true, description: ((await response.json()) as { description: string }).description };
  } catch {
    return { ok: false, message: 'The server could not be reached.' };
  }
}
