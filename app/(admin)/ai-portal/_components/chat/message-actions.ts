import type { ChatMessage } from '@/lib/data/port';

/** What the last turn offers: Regenerate its reply, Edit its question. Null while anything runs. */
export type TurnActions = { onRegenerate: () => void; onEdit: (text: string) => void } | null;

const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The last user message, if the conversation can go back to it: stored (not a local placeholder)
 * and followed only by replies. Regenerate and Edit both answer it again.
 */
export function lastQuestion(messages: ChatMessage[]): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role === 'user') return STORED_ID.test(message.id) ? message : null;
  }
  return null;
}
