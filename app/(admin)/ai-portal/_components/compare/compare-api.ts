import type { KeepAnswer, KeepRequest } from '@/app/api/chat/compare/keep/schema';
import type { CompareRequest } from '@/app/api/chat/compare/schema';
import { callRoute, openRoute } from '@/lib/http/call-route';

/** Starts a Compare turn; the response body is its NDJSON event stream (./compare-stream). */
export const startCompare = (body: CompareRequest, signal: AbortSignal) =>
  openRoute('/api/chat/compare', { method: 'POST', json: body, signal }, '');

/** Keep this one: that reply continues the conversation, the others of its turn become alternates. */
export const keepCompareReply = (sessionId: string, messageId: string) =>
  callRoute<KeepAnswer>(
    '/api/chat/compare/keep',
    { method: 'POST', json: { sessionId, messageId } satisfies KeepRequest },
    '',
  );
