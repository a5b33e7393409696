import 'server-only';
import type { ChatMessage, CompareTag } from './port';

/** A message row as an adapter reads it: the compare tag null for an ordinary message. */
export type RowWithCompare = Omit<
  ChatMessage,
  'compare' | 'ttftMs' | 'sources' | 'error' | 'reasoning' | 'toolCalls'
> & {
  compare?: (Omit<CompareTag, 'column'> & { column?: number | null }) | null;
  ttftMs?: number | null;
  sources?: ChatMessage['sources'] | null;
  error?: string | null;
  reasoning?: ChatMessage['reasoning'] | null;
  toolCalls?: ChatMessage['toolCalls'] | null;
};

/**
 * Ordinary messages carry no `compare` key at all, so they read exactly as before Compare existed;
 * likewise `ttftMs` only where a time to first token was measured, and `sources` only on a
 * reply that was given parts of long files, `error` only on a reply that failed, and
 * `reasoning` only on a reply whose model streamed some.
 */
export function withCompareTag(row: RowWithCompare): ChatMessage {
  const { compare, ttftMs, sources, error, reasoning, toolCalls, ...message } = row;
  return {
    ...message,
    ...(compare ? { compare: tagOf(compare) } : {}),
    ...(typeof ttftMs === 'number' ? { ttftMs } : {}),
    ...(sources?.length ? { sources } : {}),
    ...(error ? { error } : {}),
    ...(reasoning ? { reasoning } : {}),
    ...(toolCalls?.length ? { toolCalls } : {}),
  };
}

// A reply stored before its column was kept reads without one, not with a null.
const tagOf = ({ column, ...tag }: NonNullable<RowWithCompare['compare']>): CompareTag =>
  typeof column === 'number' ? { ...tag, column } : tag;
