import { APICallError, RetryError } from 'ai';
import { isAppError } from '@/lib/errors';

/**
 * A message a user can act on for a failed provider call: a rejected key, a rate limit,
 * an outage or an unreachable endpoint, rather than a generic failure.
 */
export function describeProviderError(
  error: unknown,
  providerLabel: string,
  options: { partial?: boolean } = {},
): string {
  if (isAppError(error)) return error.message;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === 401 || status === 403)
      return `${providerLabel} rejected the API key (${status}). Check the key in Settings.`;
    if (status === 429) return `${providerLabel} is rate limiting requests (429). Wait a moment and try again.`;
    if (status === 404) return `${providerLabel} does not know this model (404). Pick another model.`;
    if (status && status >= 500) return `${providerLabel} is unavailable right now (${status}). Try again shortly.`;
    // A 2xx here means the reply started and then broke off mid-stream.
    if (status && status >= 400) return `${providerLabel} refused the request (${status}).`;
  }
  if (error instanceof Error && error.name === 'AbortError') return 'The reply was stopped.';
  // Text had arrived, so the provider was reached and answered: the stream itself broke.
  if (options.partial) {
    return `The connection to ${providerLabel} was cut off mid-reply. What arrived is kept, marked incomplete.`;
  }
  return `Could not get a reply from ${providerLabel}: the connection failed or was cut off.`;
}
