import type { ChatMessage, ChatSession } from '@/lib/data/port';

/** Slack over the idle timeout before a silent turn counts as dead: draft writes, clock skew. */
export const STALE_GRACE_MS = 10_000;

/**
 * A turn's heartbeat is its start and every rewrite of its streaming reply. A running turn
 * always beats within the idle timeout (the relay stops a provider that goes quiet that long),
 * so a turn silent for longer belongs to a process that died: its reply reads as incomplete,
 * the session as idle, and a new turn may start.
 */
export function turnIsAlive(session: ChatSession, messages: ChatMessage[], idleMs: number, now = Date.now()): boolean {
  if (!session.replyingSince) return false;
  const beats = [Date.parse(session.replyingSince)];
  for (const message of messages) if (message.status === 'streaming') beats.push(Date.parse(message.updatedAt));
  return now - Math.max(...beats) <= idleMs + STALE_GRACE_MS;
}

/** The session and its messages as a reader should see them: a dead turn's leftovers settled. */
export function withLiveness(
  session: ChatSession,
  messages: ChatMessage[],
  idleMs: number,
  now = Date.now(),
): { session: ChatSession; messages: ChatMessage[] } {
  if (turnIsAlive(session, messages, idleMs, now)) return { session, messages };
  return {
    session: session.replyingSince ? { ...session, replyingSince: null, stopRequested: false } : session,
    messages: messages.map((message) =>
      message.status === 'streaming' ? { ...message, status: 'incomplete' as const } : message,
    ),
  };
}
