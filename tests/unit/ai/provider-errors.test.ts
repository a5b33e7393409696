import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { describeProviderError } from '@/lib/ai/provider-errors';

const apiError = (statusCode: number) =>
  new APICallError({
    message: 'raw provider text with sk-***abcd',
    url: 'http://x/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    isRetryable: statusCode >= 429,
  });

describe('provider error messages', () => {
  it.each([
    [401, 'OpenAI rejected the API key (401). Check the key in Settings.'],
    [429, 'OpenAI is rate limiting requests (429). Wait a moment and try again.'],
    [404, 'OpenAI does not know this model (404). Pick another model.'],
    [503, 'OpenAI is unavailable right now (503). Try again shortly.'],
    [400, 'OpenAI refused the request (400).'],
    [200, 'Could not get a reply from OpenAI: the connection failed or was cut off.'],
  ])('%i -> %s', (status, message) => {
    expect(describeProviderError(apiError(status), 'OpenAI')).toBe(message);
  });

  it('looks through retries to the last error, and never repeats the raw provider text', () => {
    const retried = new RetryError({
      message: 'failed after 3 attempts',
      reason: 'maxRetriesExceeded',
      errors: [apiError(500), apiError(500)],
    });
    expect(describeProviderError(retried, 'Anthropic')).toBe(
      'Anthropic is unavailable right now (500). Try again shortly.',
    );
    expect(describeProviderError(apiError(418), 'OpenAI')).not.toContain('sk-');
  });

  it('explains a network failure', () => {
    expect(describeProviderError(new TypeError('fetch failed'), 'OpenAI')).toBe(
      'Could not get a reply from OpenAI: the connection failed or was cut off.',
    );
  });

  it('tells a stream cut mid-reply from a connection that never delivered anything', () => {
    expect(describeProviderError(new TypeError('terminated'), 'OpenAI', { partial: true })).toBe(
      'The connection to OpenAI was cut off mid-reply. What arrived is kept, marked incomplete.',
    );
    const stopped = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(describeProviderError(stopped, 'OpenAI', { partial: true })).toBe('The reply was stopped.');
  });
});
