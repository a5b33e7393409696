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
  | { key: string; note: number; messageIds: string[] };

/**
 * A reply's entry is named after the question it answers, as the reply being written is
 * (`replyKey`): the list keeps its measured height when the stored reply takes the streamed one's
 * place, so a reader scrolled up into a long reply does not see it move when it ends.
 */
export const replyKey = (questionId: string) => `${questionId}:reply`;

function rowKey(messages: ChatMessage[], item: ConversationItem): string {
  const before = messages[item.index - 1];
  return !item.replies && item.message.role === 'assistant' && before?.role === 'user'
    ? replyKey(before.id)
    : item.message.id;
}

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
      key: rowKey(messages, item),
      messageIds: item.replies ? item.replies.map((reply) => reply.id) : [item.message.id],
    };
    return item.index === cutAt && contextCut
      ? [{ key: 'context-note', note: contextCut.omitted, messageIds: [] }, row]
      : [row];
  });
}
