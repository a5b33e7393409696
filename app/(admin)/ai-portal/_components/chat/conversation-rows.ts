import type { ChatMessage } from '@/lib/data/port';
import { conversationItems, type ConversationItem } from '../compare/compare-groups';
import type { ChatState } from './chat-state';

/**
 * One entry of the virtual list: a message or a Compare turn (../compare/compare-groups), with the
 * context note before it when the latest reply's context starts there (`note`: how many messages
 * were left out). `messageIds`: every message it shows, to find a search hit's entry.
 */
export type ConversationRow = ConversationItem & { key: string; note: number | null; messageIds: string[] };

export function conversationRows(messages: ChatMessage[], contextCut: ChatState['contextCut']): ConversationRow[] {
  // The note goes at the cut; if that message is not in the list, at the top.
  const cutAt = contextCut
    ? Math.max(
        0,
        messages.findIndex((message) => message.id === contextCut.beforeId),
      )
    : -1;
  return conversationItems(messages).map((item) => ({
    ...item,
    key: item.message.id,
    note: item.index === cutAt ? (contextCut?.omitted ?? 0) : null,
    messageIds: item.replies ? item.replies.map((reply) => reply.id) : [item.message.id],
  }));
}
