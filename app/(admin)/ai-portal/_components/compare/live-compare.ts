import type { CompareEvent, CompareTarget } from '@/lib/ai/compare/compare-events';
import type { ChatMessage } from '@/lib/data/port';

/**
 * A Compare turn this page is sending, as the conversation shows it until the stored messages
 * replace it: the question, and one reply per column as it streams in (a stand-in message,
 * marked streaming, until the stored one arrives). `firstTokenMs` and `errors` by column.
 */
export type LiveCompare = {
  sessionId: string;
  question: ChatMessage;
  replies: ChatMessage[];
  firstTokenMs: Record<number, number>;
  errors: Record<number, string>;
};

function standIn(sessionId: string, group: string, column: number, target: CompareTarget): ChatMessage {
  const now = new Date().toISOString();
  return {
    id: `live-${group}-${column}`,
    sessionId,
    role: 'assistant',
    content: '',
    status: 'streaming',
    createdAt: now,
    updatedAt: now,
    inputTokens: null,
    outputTokens: null,
    // Its column, as the stored reply that replaces it has: the conversation orders replies by it.
    compare: { group, ...target, kept: false, column },
  };
}

/** The live turn after one event of its stream. */
export function applyCompareEvent(live: LiveCompare, event: CompareEvent): LiveCompare {
  const replace = (column: number, change: (reply: ChatMessage) => ChatMessage) => ({
    ...live,
    replies: live.replies.map((reply, index) => (index === column ? change(reply) : reply)),
  });
  switch (event.type) {
    case 'start':
      return {
        ...live,
        question: event.userMessage,
        replies: event.columns.map((target, column) => standIn(live.sessionId, event.group, column, target)),
      };
    case 'delta': {
      const next = replace(event.column, (reply) => ({ ...reply, content: reply.content + event.text }));
      if (event.firstTokenMs === undefined) return next;
      return { ...next, firstTokenMs: { ...live.firstTokenMs, [event.column]: event.firstTokenMs } };
    }
    case 'reply':
      return replace(event.column, () => event.assistantMessage);
    case 'reply-error': {
      const next = replace(event.column, (reply) => event.assistantMessage ?? { ...reply, status: 'incomplete' });
      return { ...next, errors: { ...live.errors, [event.column]: event.message } };
    }
    case 'done':
      return live;
  }
}
