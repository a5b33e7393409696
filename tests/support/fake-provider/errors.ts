import type { ServerResponse } from 'node:http';
import type { FaultStatus, RouteContext } from './types';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // A handler may fail after a stream started; there is nothing valid left to send then.
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Retryable failures carry `retry-after: 0` (and `retry-after-ms: 0`, which OpenAI also sends).
 * The AI SDK and the official SDKs honour these headers, so their automatic retries happen at once
 * instead of after 2 s / 4 s of exponential backoff, which keeps fault tests fast.
 */
function retryHeaders(status: number): Record<string, string> {
  return status === 429 || status >= 500 ? { 'retry-after': '0', 'retry-after-ms': '0' } : {};
}

/** OpenAI's own answer for a path it does not serve. */
export function sendNotFound({ res, entry }: RouteContext): void {
  const error = { message: `Invalid URL (${entry.method} ${entry.path})`, type: 'invalid_request_error', param: null };
  sendJson(res, 404, { error: { ...error, code: null } });
}

export function sendOpenAiError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null = null,
): void {
  const body = { error: { message, type, param: null, code } };
  sendJson(res, status, body, { 'x-request-id': `req_${Date.now()}`, ...retryHeaders(status) });
}

// Messages and types as the real API returns them, so the app's error mapping is exercised realistically.
const OPENAI_FAULTS: Record<FaultStatus, { message: string; type: string; code: string | null }> = {
  401: {
    message: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  429: {
    message: 'Rate limit reached for requests. Please try again in 0s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  },
  503: {
    message: 'The engine is currently overloaded, please try again later.',
    type: 'server_error',
    code: null,
  },
};

export function sendOpenAiFault(res: ServerResponse, status: FaultStatus): void {
  const fault = OPENAI_FAULTS[status];
  sendOpenAiError(res, status, fault.message, fault.type, fault.code);
}

export function sendAnthropicError(res: ServerResponse, status: number, type: string, message: string): void {
  const body = { type: 'error', error: { type, message } };
  sendJson(res, status, body, { 'request-id': `req_${Date.now()}`, ...retryHeaders(status) });
}

const ANTHROPIC_FAULTS: Record<FaultStatus, { type: string; message: string }> = {
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  429: { type: 'rate_limit_error', message: 'Number of requests has exceeded your rate limit.' },
  500: { type: 'api_error', message: 'Internal server error' },
  // Anthropic signals overload with 529; the fault keeps the requested status and uses the matching type.
  503: { type: 'overloaded_error', message: 'Overloaded' },
};

export function sendAnthropicFault(res: ServerResponse, status: FaultStatus): void {
  const fault = ANTHROPIC_FAULTS[status];
  sendAnthropicError(res, status, fault.type, fault.message);
}

export function isFaultStatus(value: unknown): value is FaultStatus {
  return value === 401 || value === 429 || value === 500 || value === 503;
}
