import 'server-only';
import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { assertStorableText, parseOrThrow } from '@/lib/validation';

/**
 * Refuses a state-changing request sent by another site. Browsers send Origin (and
 * Sec-Fetch-Site) on every such request; a mismatch, or the opaque origin "null",
 * means a cross-site form or script. Non-browser clients send neither.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new AppError('forbidden', 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string | undefined;
  try {
    originHost = origin === 'null' ? undefined : new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (!originHost || originHost !== host) throw new AppError('forbidden', 'Cross-site requests are not allowed.');
}

/** Reads a JSON body of at most `maxBytes` and validates it; every failure is a 4xx with a message. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = 256 * 1024,
): Promise<z.infer<T>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes)
    throw new AppError('payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw new AppError('payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid_input', 'The request body must be valid JSON.');
  }
  assertStorableText(body);
  return parseOrThrow(schema, body);
}
