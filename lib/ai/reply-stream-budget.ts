import 'server-only';
import { AppError } from '@/lib/errors';
import { REPLY_LIMIT_BYTES } from './reply-size-cap';

/**
 * The longest reply kept (./reply-size-cap). A provider (or a user's own endpoint) that streams on
 * would otherwise have every byte held in memory, rewritten to the database each second and
 * relayed: 8 MB took the server from 468 MB to 1.16 GB.
 */
export { REPLY_LIMIT_BYTES };

/** Why a reply stopped at the limit, in the `error` event (as a stall's or a cut connection's reason is). */
export const replyCut = () =>
  new AppError(
    'payload_too_large',
    'The reply was cut at 256 KB, the longest reply the portal keeps. What arrived is kept, marked incomplete.',
  );

/**
 * Counts a reply's text as it streams in and says how much of each piece still fits. Bytes are
 * counted as the text will be stored (lib/validation toStorableText: a NUL or a lone surrogate
 * becomes U+FFFD, 3 bytes), so what is kept fits the database's cap too; a surrogate pair split
 * across two pieces counts 6 bytes instead of 4, which only errs on the safe side. A piece is
 * cut at a character boundary, and `cut` is set only when text had to be left out: a reply of
 * exactly 256 KB that then ends is complete.
 */
export function replyBudget(limit = REPLY_LIMIT_BYTES) {
  let used = 0;
  return {
    take(piece: string): { text: string; cut: boolean } {
      let end = 0;
      for (const char of piece) {
        const bytes = storedBytes(char.codePointAt(0)!);
        if (used + bytes > limit) return { text: piece.slice(0, end), cut: true };
        used += bytes;
        end += char.length;
      }
      return { text: piece, cut: false };
    },
  };
}

/** UTF-8 bytes of one code point once stored: NUL and lone surrogates become U+FFFD. */
function storedBytes(codePoint: number): number {
  if (codePoint === 0) return 3;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * What a provider may stream besides the reply's text (reasoning, tool-call arguments, files) before
 * the turn is stopped. The SDK keeps those in memory too, and each part restarts the idle timer,
 * so without a cap an endpoint that streams reasoning forever would grow the server without end
 * and never let the turn finish.
 */
export const SIDE_STREAM_LIMIT_BYTES = 4 * REPLY_LIMIT_BYTES;

export const sideStreamCut = () =>
  new AppError(
    'payload_too_large',
    'The provider sent more than 1 MB of reasoning or tool-call data, so the reply was stopped. What arrived is kept, marked incomplete.',
  );

/** The bytes a stream part other than reply text carries (its strings, counted high: 3 bytes a code unit). */
export function sidePartBytes(part: { type: string } & Record<string, unknown>): number {
  let units = 0;
  for (const key of ['text', 'delta', 'input', 'base64'] as const) {
    const value = part[key];
    if (typeof value === 'string') units += value.length;
  }
  const file = part.file as { base64?: unknown } | undefined;
  if (typeof file?.base64 === 'string') units += file.base64.length;
  return units * 3;
}
