import type { ChatMessage } from '@/lib/data/port';

// A reply stored before columns were kept has none: it goes after those that have one.
const columnOf = (message: ChatMessage) => message.compare?.column ?? Number.MAX_SAFE_INTEGER;

/**
 * One Compare turn's replies in the columns the user chose. They are stored as each model's first
 * text arrives, so the stored order is whichever model answered first.
 */
export function inColumnOrder(replies: ChatMessage[]): ChatMessage[] {
  return [...replies].sort((a, b) => columnOf(a) - columnOf(b));
}

/** The messages as the conversation shows them: each Compare turn's replies together, in column order. */
export function inDisplayOrder(messages: ChatMessage[]): ChatMessage[] {
  // Not Map.groupBy: this runs in the browser too, where Safari before 17.4 lacks it.
  const turns = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    if (message.compare) turns.set(message.compare.group, [...(turns.get(message.compare.group) ?? []), message]);
  }
  return messages.flatMap((message) => {
    if (!message.compare) return [message];
    const replies = turns.get(message.compare.group);
    turns.delete(message.compare.group);
    return replies ? inColumnOrder(replies) : [];
  });
}
