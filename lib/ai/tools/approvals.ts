import 'server-only';

/** The user's answer to a tool call waiting for approval. */
export type ApprovalAnswer = 'once' | 'always' | 'deny';

type Pending = { userId: string; serverId: string; tool: string; answer: (answer: ApprovalAnswer) => void };

/**
 * Tool calls waiting for the user's Allow or Deny, by session and call id. The turn runs in this
 * process and waits here; the browser's answer (POST .../tool-approval) resolves it. Like Stop's
 * fast path (../running-turns), it is per process: a deployment of several instances needs the
 * answer to reach the instance running the turn (sticky sessions).
 */
const waiting = new Map<string, Pending>();
const keyOf = (sessionId: string, callId: string) => `${sessionId}\u0000${callId}`;

/** Waits for the answer; `deny` when the wait ends first (Stop, or the wait's limit). */
export function awaitApproval(
  call: { sessionId: string; callId: string; userId: string; serverId: string; tool: string },
  signal: AbortSignal,
  waitMs: number,
): Promise<ApprovalAnswer> {
  const key = keyOf(call.sessionId, call.callId);
  return new Promise((resolve) => {
    const finish = (answer: ApprovalAnswer) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      waiting.delete(key);
      resolve(answer);
    };
    const onAbort = () => finish('deny');
    const timer = setTimeout(() => finish('deny'), waitMs);
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.set(key, { userId: call.userId, serverId: call.serverId, tool: call.tool, answer: finish });
    if (signal.aborted) onAbort();
  });
}

/**
 * Hands the user's answer to the waiting call. Returns the call's server and tool (for "always"),
 * or null when no such call waits for this user (answered already, stopped, or not theirs).
 */
export function answerApproval(
  sessionId: string,
  callId: string,
  userId: string,
  answer: ApprovalAnswer,
): { serverId: string; tool: string } | null {
  const pending = waiting.get(keyOf(sessionId, callId));
  if (!pending || pending.userId !== userId) return null;
  pending.answer(answer);
  return { serverId: pending.serverId, tool: pending.tool };
}
