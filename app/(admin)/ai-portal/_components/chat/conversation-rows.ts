import type { ChatMessage } from '@/lib/data/port';
import { conversationItems, type ConversationItem } from '../compare/compare-groups';
import type { ChatState } from './chat-state';

/**
 * One entry of the virtual list: a message or a Compare turn (../compare/compare-groups), or the
 * context note where the latest reply's context starts (`note`: how many messages were left out).
 * `messageIds`: every message it shows, to find a search hit's entry.
 */
export type ConversationRow =
  | (ConversationItem & { key: string; note?: undefined; messageIds: string[] })
  | { key: string; note: number; messageIds: [] };

export function conversationRows(messages: ChatMessage[], contextCut: ChatState['contextCut']): ConversationRow[] {
  // The note goes at the cut; if that message is not in the list, at the top.
  const cutAt = contextCut
    ? Math.max(
        0,
        messages.findIndex((message) => message.id === contextCut.beforeId),
      )
    : -1;
  return conversationItems(messages).flatMap((item): ConversationRow[] => {
    const row: ConversationRow = {
      ...item,
      key: item.message.id,
      messageIds: item.replies ? item.replies.map((reply) => reply.id) : [item.message.id],
    };
    return item.index === cutAt && contextCut
      ? [{ key: 'context-note', note: contextCut.omitted, messageIds: [] }, row]
      : [row];
  });
}
