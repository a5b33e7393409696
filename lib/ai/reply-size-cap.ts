/**
 * The longest reply kept: 256 KB of UTF-8 text (lib/ai/reply-stream-budget.ts stops a stream there; the
 * database holds the same cap on chat_messages.content, migration 20261128000100). No
 * `server-only`: the portal reads it too, to say why a stored reply is incomplete.
 */
export const REPLY_LIMIT_BYTES = 256 * 1024;

// The longest UTF-8 character: a reply cut at a character boundary ends within this of the cap.
const LONGEST_CHARACTER_BYTES = 4;

/**
 * Whether a stored incomplete reply is one that was cut at the limit. Only the status is stored
 * (as for Stop, a stall or a cut connection), so after a reload the reason is read from the text:
 * nothing else stops a reply within a few bytes of 256 KB.
 */
export function reachedReplyLimit(content: string): boolean {
  // A string of fewer code units than this cannot reach the byte count (a unit is at most 3 bytes).
  if (content.length * 3 <= REPLY_LIMIT_BYTES - LONGEST_CHARACTER_BYTES) return false;
  return new TextEncoder().encode(content).length > REPLY_LIMIT_BYTES - LONGEST_CHARACTER_BYTES;
}
