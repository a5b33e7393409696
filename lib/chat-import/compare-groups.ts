import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ImportMessageRow } from '@/lib/data/port';
import { toStorableText } from '@/lib/validation';
import type { ParsedMessage } from './types';

/** The column's own limit (migration 20261206000100: compare_model at most 200 characters). */
const NAME_CHARS = 200;
/** The column's own limit (migration 20261209000100). */
const MAX_COLUMN = 999;

const nameOf = (text: string) =>
  [...toStorableText(text).replace(/\s+/g, ' ').trim()].slice(0, NAME_CHARS).join('').trim() || 'unknown';

/**
 * Tags for one conversation's Compare replies, as rows take them: each turn gets a fresh group id
 * (the file's numbers are only labels, and ids from a file are never trusted), and at most one
 * reply of a turn stays kept, so the alternates are never sent as context after the import; the
 * replies of a turn take columns in the order the file lists them.
 */
export function compareTagger(): (message: ParsedMessage) => Pick<ImportMessageRow, 'compare'> {
  const groups = new Map<number, { id: string; kept: boolean; replies: number }>();
  return (message) => {
    if (!message.compare || message.role !== 'assistant') return {};
    const { turn, provider, model, kept } = message.compare;
    let group = groups.get(turn);
    if (!group) groups.set(turn, (group = { id: randomUUID(), kept: false, replies: 0 }));
    const keep = kept && !group.kept;
    if (keep) group.kept = true;
    // Columns in the file's order (the portal's export writes a turn's replies by column).
    const column = Math.min(group.replies++, MAX_COLUMN);
    return { compare: { group: group.id, provider: nameOf(provider), model: nameOf(model), kept: keep, column } };
  };
}
