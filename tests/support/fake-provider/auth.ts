import { sendAnthropicError, sendOpenAiError } from './errors';
import type { RouteContext } from './types';

/** Keys the fake rejects as invalid: exactly 'sk-bad', or anything starting with 'bad-'. */
export function isBadKey(key: string): boolean {
  return key === 'sk-bad' || key.startsWith('bad-');
}

// Real providers never echo a whole key back; mirror that so logs in failing tests stay clean.
function mask(key: string): string {
  return key.length <= 8 ? `${key.slice(0, 2)}****` : `${key.slice(0, 6)}****${key.slice(-4)}`;
}

/** OpenAI and compatible providers: `Authorization: Bearer <key>`. Sends the 401 itself and returns false. */
export function requireOpenAiKey(ctx: RouteContext): boolean {
  const header = ctx.entry.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    sendOpenAiError(
      ctx.res,
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.",
      'invalid_request_error',
    );
    return false;
  }
  const key = match[1]!;
  if (isBadKey(key)) {
    sendOpenAiError(
      ctx.res,
      401,
      `Incorrect API key provided: ${mask(key)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      'invalid_api_key',
    );
    return false;
  }
  return true;
}

/** Anthropic: `x-api-key` plus `anthropic-version`. Sends the error itself and returns false. */
export function requireAnthropicKey(ctx: RouteContext): boolean {
  const key = ctx.entry.headers['x-api-key'];
  if (!key) {
    sendAnthropicError(ctx.res, 401, 'authentication_error', 'x-api-key header is required');
    return false;
  }
  if (isBadKey(key)) {
    sendAnthropicError(ctx.res, 401, 'authentication_error', 'invalid x-api-key');
    return false;
  }
  if (!ctx.entry.headers['anthropic-version']) {
    sendAnthropicError(ctx.res, 400, 'invalid_request_error', 'anthropic-version: header is required');
    return false;
  }
  return true;
}
