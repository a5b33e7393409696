/** What a dashboard request to one of the app's JSON routes came to: its answer, or a message to show. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** Sends `init` to `url`; a network failure or an error answer becomes a message, never a throw. */
export async function sendRequest<T>(url: string, init: RequestInit): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return { ok: false, message: 'The server could not be reached.' };
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.ok) return { ok: true, data: answer };
  return { ok: false, message: answer.message ?? 'That did not work. Try again.' };
}
