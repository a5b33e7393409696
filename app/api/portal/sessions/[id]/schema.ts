import type { z } from 'zod';
import type { ChatMessage, ChatSession, ModelUsage } from '@/lib/data/port';
import type { updateSessionBody } from '../../schemas';

export type { SessionAnswer } from '../schema';
export type UpdateSessionRequest = z.input<typeof updateSessionBody>;
/**
 * GET: the session and one page of its messages (oldest first), a dead turn's leftovers settled
 * (lib/ai/reply-liveness); `older` / `newer`: the cursors (`?before=` / `?after=`) of the next page
 * that way, null at an end of the chat; `usageBefore`: the tokens of the replies before the page,
 * per model (the chat's totals count them).
 */
export type SessionHistoryAnswer = {
  session: ChatSession;
  messages: ChatMessage[];
  older: string | null;
  newer: string | null;
  usageBefore: ModelUsage[];
};
