import 'server-only';
import type { ChatMessage, CompareTag } from './port';

/** A message row as an adapter reads it: the compare tag null for an ordinary message. */
export type RowWithCompare = Omit<ChatMessage, 'compare' | 'ttftMs'> & {
  compare?: CompareTag | null;
  ttftMs?: number | null;
};

/**
 * Ordinary messages carry no `compare` key at all, so they read exactly as before Compare existed;
 * likewise `ttftMs` only where a time to first token was measured.
 */
export function withCompareTag(row: RowWithCompare): ChatMessage {
  const { compare, ttftMs, ...message } = row;
  return { ...message, ...(compare ? { compare } : {}), ...(typeof ttftMs === 'number' ? { ttftMs } : {}) };
}
