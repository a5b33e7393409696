import 'server-only';

/**
 * The turns this process is relaying, by session. Stop is recorded in the database for every
 * instance to see (the relay polls it); this is only the fast path when the Stop request lands
 * on the instance that runs the turn, which then ends at once instead of at the next poll.
 */
const running = new Map<string, AbortController>();

export function trackTurn(sessionId: string, stop: AbortController): () => void {
  running.set(sessionId, stop);
  return () => {
    if (running.get(sessionId) === stop) running.delete(sessionId);
  };
}

export function stopLocalTurn(sessionId: string): void {
  running.get(sessionId)?.abort();
}
