import { inColumnOrder } from '@/lib/ai/compare/column-order';
import type { ChatMessage } from '@/lib/data/port';

/**
 * What the conversation shows in order: one message, or (with `replies`) all the replies of one
 * Compare turn together, in the columns the user chose, at the place of its first reply to arrive
 * (`message`). `index` is the position of `message` in the messages.
 */
export type ConversationItem = { message: ChatMessage; index: number; replies?: ChatMessage[] };

/** The messages with each Compare turn's replies gathered into one item (a late reply still joins it). */
export function conversationItems(messages: ChatMessage[]): ConversationItem[] {
  const items: ConversationItem[] = [];
  const groups = new Map<string, ChatMessage[]>();
  messages.forEach((message, index) => {
    const group = message.compare?.group;
    if (!group) return items.push({ message, index });
    const known = groups.get(group);
    if (known) return known.push(message);
    const replies = [message];
    groups.set(group, replies);
    items.push({ message, index, replies });
  });
  return items.map((item) => (item.replies ? { ...item, replies: inColumnOrder(item.replies) } : item));
}
