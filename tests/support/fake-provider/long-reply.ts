import type { LongReply } from './types';

// ASCII plus 2-, 3- and 4-byte characters (41 bytes), so a cut by bytes can fall inside a character.
const UNIT = 'Filler text, naïve café 日本語 🙂 ';
const UNIT_BYTES = Buffer.byteLength(UNIT);
const DEFAULT_PIECE_BYTES = 8192;

/** Throws on a malformed long reply, so a typo in a test (or a bad control request) fails loudly. */
export function checkLongReply(value: unknown): LongReply {
  const { bytes, pieceBytes = DEFAULT_PIECE_BYTES, as = 'content' } = (value ?? {}) as Record<string, unknown>;
  if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 0)
    throw new TypeError(`bytes must be an integer >= 0, got ${JSON.stringify(bytes)}`);
  if (typeof pieceBytes !== 'number' || !Number.isInteger(pieceBytes) || pieceBytes < UNIT_BYTES)
    throw new TypeError(`pieceBytes must be an integer >= ${UNIT_BYTES}, got ${JSON.stringify(pieceBytes)}`);
  if (as !== 'content' && as !== 'reasoning')
    throw new TypeError(`as must be 'content' or 'reasoning', got ${JSON.stringify(as)}`);
  return { bytes, pieceBytes, as };
}

/**
 * Exactly `bytes` bytes of UTF-8 text in pieces of at most `pieceBytes`, made as they are sent:
 * a 20 MB reply is never held whole. Whole repeats of UNIT, then ASCII dots to the exact size.
 */
export function* longReplyPieces({ bytes, pieceBytes = DEFAULT_PIECE_BYTES }: LongReply): Generator<string> {
  const units = Math.floor(pieceBytes / UNIT_BYTES);
  const piece = UNIT.repeat(units);
  let left = bytes;
  for (; left >= units * UNIT_BYTES; left -= units * UNIT_BYTES) yield piece;
  if (left > 0) yield UNIT.repeat(Math.floor(left / UNIT_BYTES)) + '.'.repeat(left % UNIT_BYTES);
}

/** The whole text (for a non-streaming request, and for tests comparing with what was kept). */
export function longReplyText(reply: LongReply): string {
  return [...longReplyPieces(reply)].join('');
}
