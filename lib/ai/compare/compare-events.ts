import type { ChatMessage, ChatSession } from '@/lib/data/port';
import type { Provider } from '../model-catalogue';

/** One model a Compare turn asks: the provider of one of the user's keys and one of its models. */
export type CompareTarget = { provider: Provider; model: string };

/** A Compare turn asks 2 or 3 models: more columns would not fit side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;

/**
 * What POST /api/chat/compare streams back: one JSON object per line, as /api/chat does
 * (../chat-events), with each reply's events naming its `column` (the index of its target).
 * `start`: the question is stored and the replies begin; `delta`: reply text, the first one of
 * a column with its time to first token (ms since that column's provider request began);
 * `reply`: a column's stored reply; `reply-error`: a column failed (its partial reply, stored
 * incomplete, when some text had arrived); `done`: every column has ended.
 */
export type CompareEvent =
  | { type: 'start'; userMessage: ChatMessage; session: ChatSession; group: string; columns: CompareTarget[] }
  | { type: 'delta'; column: number; text: string; firstTokenMs?: number }
  | { type: 'reply'; column: number; assistantMessage: ChatMessage }
  | { type: 'reply-error'; column: number; message: string; assistantMessage?: ChatMessage }
  | { type: 'done'; session: ChatSession };
