import { useEffect, useState } from 'react';
import type { ChatSearchHit } from '@/lib/data/port';
import { searchSessions } from '../portal-api';

const DEBOUNCE_MS = 250;
export const MAX_QUERY_LENGTH = 200;

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: ChatSearchHit[] }
  | { status: 'failed'; message: string };

/**
 * Searches the user's chats as they type: after a pause of DEBOUNCE_MS, and only the answer to
 * the latest query counts (an earlier request still on its way is aborted).
 */
export function useSessionSearch(query: string): SearchState {
  // The answer and the query it answers: a newer query shows 'searching' until its own answer.
  const [answer, setAnswer] = useState<{ q: string; state: SearchState } | null>(null);
  const q = query.trim();

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSessions(q, controller.signal).then(
        (result) =>
          setAnswer({
            q,
            state: result.ok
              ? { status: 'done', results: result.data }
              : { status: 'failed', message: result.message || 'Search failed.' },
          }),
        // Aborted: a newer query (or none) took over.
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  if (!q) return { status: 'idle' };
  return answer?.q === q ? answer.state : { status: 'searching' };
}
