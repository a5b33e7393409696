import { useEffect, useSyncExternalStore } from 'react';
import type { ChatAttachment } from '@/lib/data/port';
import { listSentAttachments } from './attachments-api';

/**
 * The files sent in the session on screen, by message id: loaded when a session opens and again
 * when a message with files was stored. Outside React state so the message bubbles read it
 * without the chat's own state (shared with the other portal features) knowing of files.
 */
let shown: { sessionId: string | null; byMessage: Map<string, ChatAttachment[]> } = {
  sessionId: null,
  byMessage: new Map(),
};
const listeners = new Set<() => void>();
const EMPTY: ChatAttachment[] = [];

function publish(sessionId: string, attachments: ChatAttachment[]) {
  if (shown.sessionId !== sessionId) return;
  const byMessage = new Map<string, ChatAttachment[]>();
  for (const file of attachments) {
    if (!file.messageId) continue;
    byMessage.set(file.messageId, [...(byMessage.get(file.messageId) ?? []), file]);
  }
  shown = { sessionId, byMessage };
  for (const listener of listeners) listener();
}

/** Reads the session's sent files again (after a message with files was stored). */
export function reloadSentAttachments(sessionId: string): void {
  // Not loaded: the messages show without their file chips, as before a reload.
  void listSentAttachments(sessionId).then((result) => result.ok && publish(sessionId, result.data));
}

/** Loads the files of the session on screen; none while no session is. */
export function useSessionAttachments(sessionId: string | null): void {
  useEffect(() => {
    shown = { sessionId, byMessage: new Map() };
    for (const listener of listeners) listener();
    if (sessionId) reloadSentAttachments(sessionId);
  }, [sessionId]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMessageAttachments(messageId: string): ChatAttachment[] {
  return useSyncExternalStore(
    subscribe,
    () => shown.byMessage.get(messageId) ?? EMPTY,
    () => EMPTY,
  );
}
