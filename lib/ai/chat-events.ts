import type { ChatMessage, ChatSession, ToolCallRecord } from '@/lib/data/port';

/**
 * What POST /api/chat streams back: one JSON object per line (application/x-ndjson).
 * `start` confirms the user message is stored and says how much of the history the model was
 * sent (`context`: older messages left out to fit its window, and the oldest one kept);
 * `reasoning` carries what the model reasons before it replies (shown folded, never sent back to it);
 * `delta` carries reply text as it arrives;
 * `tool` carries every tool call of the reply so far, at each change (waiting for approval, running, done...);
 * `done` carries the stored reply (`titling`: the chat's model is asked for its title now, and the
 * stream ends once the title is stored); `error` says what went wrong, with the failed reply as
 * stored in the thread (its `error`, and its partial text marked incomplete when some had arrived).
 */
export type ChatEvent =
  | { type: 'start'; userMessage: ChatMessage; session: ChatSession; context: ContextCut }
  | { type: 'reasoning'; text: string }
  | { type: 'delta'; text: string }
  | { type: 'tool'; calls: ToolCallRecord[] }
  | { type: 'done'; assistantMessage: ChatMessage; session: ChatSession; titling?: true }
  | { type: 'error'; message: string; assistantMessage?: ChatMessage };

/** `omitted` older messages were not sent; `firstIncludedId` is the oldest that was (null: none). */
export type ContextCut = { omitted: number; firstIncludedId: string | null };

export const CHAT_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';
export const MAX_MESSAGE_LENGTH = 8000;
export const SESSION_TITLE_LENGTH = 50;

/** The spec's session title: the first 50 characters of the first message, '...' if longer. */
export function sessionTitleFrom(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ');
  return text.length > SESSION_TITLE_LENGTH ? `${text.slice(0, SESSION_TITLE_LENGTH)}...` : text;
}
