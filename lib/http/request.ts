import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { assertStorableText, parseOrThrow } from '@/lib/validation';
import { siteOrigin } from './site-origin';

/**
 * Refuses a state-changing request sent by another site. Browsers send Origin (and
 * Sec-Fetch-Site) on every such request; the opaque origin "null", or any other origin than the
 * site's (`own`: scheme, host and port, ./site-origin), means a cross-site form or script.
 * Non-browser clients send neither.
 */
export function assertSameOrigin(
  request: Pick<Request, 'headers' | 'url'>,
  own: string | null = siteOrigin(request),
): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new AppError('forbidden', 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin === 'null' || own === null || originOf(origin) !== own) {
    throw new AppError('forbidden', 'Cross-site requests are not allowed.');
  }
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The body's bytes, refused with a 413 as soon as more than `maxBytes` have arrived: the stream
 * is counted while it is read and cancelled at the first chunk past the limit, so a chunked
 * body without Content-Length (or with a false one) is never buffered whole.
 */
export async function readLimitedBytes(
  request: Pick<Request, 'body' | 'headers'>,
  maxBytes: number,
  tooLargeMessage = `The request body is larger than ${maxBytes} bytes.`,
): Promise<Uint8Array> {
  const tooLarge = () => new AppError('payload_too_large', tooLargeMessage);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a sender that never acknowledges the cancel must not hold the answer back.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  // Invalid UTF-8 becomes U+FFFD, as request.text() does.
  return new TextDecoder().decode(await readLimitedBytes(request, maxBytes));
}

/** Reads a JSON body of at most `maxBytes` and validates it; every failure is a 4xx with a message. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = 256 * 1024,
): Promise<z.infer<T>> {
  const text = await readLimitedText(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid_input', 'The request body must be valid JSON.');
  }
  assertStorableText(body);
  return parseOrThrow(schema, body);
}
