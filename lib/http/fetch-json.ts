// No 'server-only': this is how the browser calls the app's own JSON routes.

/** What the server could not be reached with: the one message every caller shows for it. */
export const UNREACHABLE = 'The server could not be reached.';

/**
 * A call to one of the app's routes that did not succeed. An error answer carries the route's
 * AppError body (`{ error, message, fieldErrors? }`, see AppError.toResponse); a network failure
 * has status 0. `serverMessage` is the route's own message, absent when it gave none (then
 * `message` is a generic one naming the path and status).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly serverMessage?: string;
  readonly fieldErrors?: Record<string, string[]>;
  /** The whole JSON error body, for a route that answers more than a message (or {} when it was not JSON). */
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, body: Record<string, unknown> = {}) {
    const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
    super(serverMessage ?? message);
    this.name = 'HttpError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = typeof body.error === 'string' ? body.error : undefined;
    this.fieldErrors = isObject(body.fieldErrors) ? (body.fieldErrors as Record<string, string[]>) : undefined;
    this.body = body;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type FetchOptions = Omit<RequestInit, 'body'> & {
  /** Sent as JSON (with its content type). */
  json?: unknown;
  /** Sent as it is (a file, a form), when the body is not JSON. */
  body?: BodyInit;
};

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/**
 * The response of a call that succeeded (2xx). An error answer is thrown as an HttpError, a
 * network failure as an HttpError with status 0; an abort is rethrown as it is, so callers can
 * tell "the user moved on" from "it failed". For a caller that reads the body itself (a stream).
 */
export async function fetchOk(url: string, options: FetchOptions = {}): Promise<Response> {
  const { json, body, headers, ...init } = options;
  const sent = new Headers(headers);
  if (json !== undefined) sent.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: sent,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch (error) {
    if (isAbort(error, init.signal)) throw error;
    throw new HttpError(0, UNREACHABLE);
  }
  if (response.ok) return response;
  throw new HttpError(response.status, `${url} answered ${response.status}`, await errorBody(response));
}

/** The JSON error body, or {} when there is none (a proxy's HTML page, an empty 502). */
async function errorBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return isObject(body) ? body : {};
  } catch {
    return {};
  }
}

/** Calls one of the app's JSON routes: the parsed answer (undefined for 204), or a thrown HttpError. */
export async function fetchJson<T>(url: string, options: FetchOptions = {}): Promise<T> {
  const response = await fetchOk(url, options);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw new HttpError(response.status, `${url} answered ${response.status} without JSON`);
  }
}
