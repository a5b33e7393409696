import type { z } from 'zod';
import type { ChatMessage, ChatSession } from '@/lib/data/port';
import type { updateSessionBody } from '../../schemas';

export type { SessionAnswer } from '../schema';
export type UpdateSessionRequest = z.input<typeof updateSessionBody>;
/** GET: the session and its messages, a dead turn's leftovers settled (lib/ai/reply-liveness). */
export type SessionHistoryAnswer = { session: ChatSession; messages: ChatMessage[] };
