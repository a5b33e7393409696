import { useEffect, useSyncExternalStore } from 'react';
import type { MemoryUsed } from '@/app/api/portal/sessions/[id]/memories-used/schema';
import { listMemoriesUsed } from '../settings/memory-api';

/**
 * Which memories each reply was given, by reply id, for the sessions shown. Outside React state
 * (as ../attachments/sent-attachments) so a reply's footer reads it without the chat knowing of
 * memory. A session is read again only for a reply it was not read for yet (a new one, or one
 * scrolled into view): the replies that mount together share one request.
 */
const byReply = new Map<string, MemoryUsed[]>();
const asked = new Set<string>();
const waiting = new Map<string, Set<string>>();
const listeners = new Set<() => void>();
const NONE: MemoryUsed[] = [];

function load(sessionId: string) {
  const replies = waiting.get(sessionId);
  waiting.delete(sessionId);
  if (!replies) return;
  void listMemoriesUsed(sessionId).then((result) => {
    if (!result.ok) {
      // Not shown: the reply is there without its memories, and asked again next time.
      for (const id of replies) asked.delete(id);
      return;
    }
    for (const { messageId, memories } of result.data.replies) byReply.set(messageId, memories);
    for (const listener of listeners) listener();
  });
}

function ask(sessionId: string, replyId: string) {
  if (asked.has(replyId)) return;
  asked.add(replyId);
  const replies = waiting.get(sessionId);
  if (replies) return void replies.add(replyId);
  waiting.set(sessionId, new Set([replyId]));
  queueMicrotask(() => load(sessionId));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The memories a stored reply was given (none while it streams, or when it had none). */
export function useMemoriesUsed(sessionId: string, replyId: string, stored: boolean): MemoryUsed[] {
  useEffect(() => {
    if (stored) ask(sessionId, replyId);
  }, [sessionId, replyId, stored]);
  return useSyncExternalStore(
    subscribe,
    () => byReply.get(replyId) ?? NONE,
    () => NONE,
  );
}
