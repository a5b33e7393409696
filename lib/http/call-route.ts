// No 'server-only': this is how the browser calls the app's own routes.
import type { ActionResult } from '@/lib/action-result';

/** What the server could not be reached with: the one message every caller shows for it. */
export const UNREACHABLE = 'The server could not be reached.';

/** Shown when a route answered with no message of its own (a proxy's page, an empty 502). */
const FALLBACK = 'That did not work. Try again.';

export type RouteOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON (with its content type). */
  json?: unknown;
  /** Sent as it is (a file, a form), when the body is not JSON. */
  body?: BodyInit;
};

type Refusal = Extract<ActionResult, { ok: false }>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/** A route's AppError body (`{ error, message, fieldErrors? }`, see AppError.toResponse) as a refusal. */
async function refusalOf(response: Response, fallback: string): Promise<Refusal> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (isObject(parsed)) body = parsed;
  } catch {
    // A proxy's HTML page, an empty 502: no words of the app's own, so the fallback says it.
  }
  return {
    ok: false,
    message: typeof body.message === 'string' && body.message ? body.message : fallback,
    ...(isObject(body.fieldErrors) ? { fieldErrors: body.fieldErrors as Record<string, string[]> } : {}),
    ...(typeof body.error === 'string' ? { code: body.error } : {}),
  };
}

/**
 * Calls one of the app's routes whose answer is read as it comes (a stream) or saved as a file:
 * the response when it succeeded (2xx), else the same refusal callRoute() answers. Never throws,
 * except an abort: the caller moved on.
 */
export async function openRoute(
  url: string,
  options: RouteOptions = {},
  fallback = FALLBACK,
): Promise<ActionResult<Response>> {
  const { json, body, headers, ...init } = options;
  const sent = new Headers(headers);
  if (json !== undefined) sent.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: sent, body: json !== undefined ? JSON.stringify(json) : body });
  } catch (error) {
    if (isAbort(error, init.signal)) throw error;
    return { ok: false, message: UNREACHABLE, code: 'unreachable' };
  }
  return response.ok ? { ok: true, data: response } : refusalOf(response, fallback);
}

/**
 * Calls one of the app's JSON routes and answers an ActionResult, like a server action: the
 * parsed answer (undefined for 204), or the route's message, field errors and code; a network
 * failure is code 'unreachable'. Never throws, except an abort: the caller moved on.
 */
export async function callRoute<T = undefined>(
  url: string,
  options: RouteOptions = {},
  fallback = FALLBACK,
): Promise<ActionResult<T>> {
  const opened = await openRoute(url, options, fallback);
  if (!opened.ok) return opened;
  if (opened.data.status === 204) return { ok: true, data: undefined as T };
  try {
    return { ok: true, data: (await opened.data.json()) as T };
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    return { ok: false, message: fallback };
  }
}
