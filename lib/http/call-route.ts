// No 'server-only': this is how the browser calls the app's own JSON routes.
import type { ActionResult } from '@/lib/action-result';
import { fetchJson, HttpError, UNREACHABLE, type FetchOptions } from './fetch-json';

/** Shown when a route answered with no message of its own (a proxy's page, an empty 502). */
const FALLBACK = 'That did not work. Try again.';

/**
 * Calls one of the app's JSON routes and answers an ActionResult, like a server action: the
 * parsed answer (undefined for 204), or the route's message, field errors and code; a network
 * failure is code 'unreachable'. Never throws, except an abort: the caller moved on.
 */
export async function callRoute<T = undefined>(
  url: string,
  options: FetchOptions = {},
  fallback = FALLBACK,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fetchJson<T>(url, options) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 0) return { ok: false, message: UNREACHABLE, code: 'unreachable' };
    return {
      ok: false,
      message: error.serverMessage ?? fallback,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.code ? { code: error.code } : {}),
    };
  }
}
