import { fetchJson, HttpError, UNREACHABLE, type FetchOptions } from '@/lib/http/fetch-json';

/** What a dashboard request to one of the app's JSON routes came to: its answer, or a message to show. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** The message a dashboard card shows for a failed call: the server's, else a generic one. */
export function failureMessage(error: unknown): string {
  if (error instanceof HttpError && error.status === 0) return UNREACHABLE;
  return (error instanceof HttpError && error.serverMessage) || 'That did not work. Try again.';
}

/** Sends a request to `url`; a network failure or an error answer becomes a message, never a throw. */
export async function sendRequest<T>(url: string, options: FetchOptions): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await fetchJson<T>(url, options) };
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
}
