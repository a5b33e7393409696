import 'server-only';
import type { ChatMessage, CompareTag } from './port';

/** A message row as an adapter reads it: the compare tag null for an ordinary message. */
export type RowWithCompare = Omit<ChatMessage, 'compare'> & { compare?: CompareTag | null };

/** Ordinary messages carry no `compare` key at all, so they read exactly as before Compare existed. */
export function withCompareTag(row: RowWithCompare): ChatMessage {
  const { compare, ...message } = row;
  return compare ? { ...message, compare } : message;
}
