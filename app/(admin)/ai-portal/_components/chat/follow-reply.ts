import type { ChatSession } from '@/lib/data/port';
import type { LoadedPage } from './chat-state';
import { getSession } from '../portal-api';

/** How often a reply written by another request is read again: the server stores it once a second. */
export const FOLLOW_INTERVAL_MS = 1000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows a reply the server is writing for a request this page no longer reads (the tab was
 * closed or reloaded, or the connection dropped): reads the session's latest page again each interval and
 * hands over what is stored, until the turn ends (or is found dead, see lib/ai/reply-liveness).
 */
export async function followReply(
  sessionId: string,
  onUpdate: (session: ChatSession, page: LoadedPage) => void,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await pause(FOLLOW_INTERVAL_MS, signal);
    if (signal.aborted) return;
    const result = await getSession(sessionId).catch(() => null);
    if (signal.aborted) return;
    if (result?.ok) {
      onUpdate(result.data.session, result.data);
      if (!result.data.session.replyingSince) return;
    }
    // Gone (deleted in another tab) or no longer ours: nothing left to follow. Anything else
    // (offline for a moment) is tried again at the next interval.
    else if (result?.code === 'not_found' || result?.code === 'unauthorized') return;
  }
}
