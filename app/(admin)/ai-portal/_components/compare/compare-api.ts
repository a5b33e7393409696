import type { CompareTarget } from '@/lib/ai/compare/compare-events';
import { fetchJson, fetchOk } from '@/lib/http/fetch-json';

/** Starts a Compare turn; the response body is its NDJSON event stream (./compare-stream). */
export const startCompare = (
  body: { sessionId: string; message: string; targets: CompareTarget[] },
  signal: AbortSignal,
) => fetchOk('/api/chat/compare', { method: 'POST', json: body, signal });

/** Keep this one: that reply continues the conversation, the others of its turn become alternates. */
export const keepCompareReply = (sessionId: string, messageId: string) =>
  fetchJson<{ group: string; kept: string }>('/api/chat/compare/keep', {
    method: 'POST',
    json: { sessionId, messageId },
  });
