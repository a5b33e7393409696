import 'server-only';
import type { ChatMessage } from '@/lib/data/port';

/**
 * The history without the questions that got no reply (the provider failed before any text).
 * Such a question stays in the chat, where Retry can answer it while it is the last one; once
 * the user asks something else instead, sending it as context would put two questions in a row
 * before the model, which then answers the abandoned one too. A question followed by any reply,
 * an incomplete one or Compare replies not kept yet, is answered.
 */
export function withoutUnanswered<T extends Pick<ChatMessage, 'role'>>(history: T[]): T[] {
  return history.filter(
    (message, at) => message.role !== 'user' || (history[at + 1] && history[at + 1]!.role !== 'user'),
  );
}
