import 'server-only';
import type {
  ChatMessage,
  ChatRepo,
  CompareTag,
  MessageStatus,
  ReplyReasoning,
  ReplySource,
  TokenUsage,
  ToolCallRecord,
} from '@/lib/data/port';
import { toStorableText } from '@/lib/validation';

/** How often, at most, the text of a streaming reply is written through to the database. */
export const DRAFT_SAVE_INTERVAL_MS = 1000;

/**
 * A reply stored as it streams in: inserted, marked streaming, at its first text, rewritten
 * at most once per interval while it grows, and settled at the end. Storing it only at the
 * end would lose all of it if the process died mid-reply (kill -9, a crash, a redeploy); this
 * way a restart finds what had arrived up to one interval before (read as incomplete once its
 * heartbeat is stale, see ./reply-liveness), and another tab can follow it as it grows.
 *
 * Writes run one at a time and off the streaming path: `grow` never waits, so a slow or
 * failed draft write delays no token, and `settle` writes the final text whatever happened.
 */
export function replyDraft(
  chats: ChatRepo,
  sessionId: string,
  options: {
    intervalMs?: number;
    beforeFirstWrite?: () => Promise<unknown>;
    /** A Compare reply: stored with its group and model, so a reload shows it in its column. */
    compare?: Omit<CompareTag, 'kept'>;
    /** The provider, model and key writing it, kept for its cost. */
    source?: ReplySource;
  } = {},
) {
  const { intervalMs = DRAFT_SAVE_INTERVAL_MS, beforeFirstWrite, compare, source } = options;
  let id: string | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let lastWrite = 0;
  let writing = false;
  let ttftMs: number | undefined;
  let reasoning: ReplyReasoning | undefined;
  let toolCalls: ToolCallRecord[] | undefined;

  const write = (text: string, status: MessageStatus, usage?: TokenUsage, error?: string): Promise<ChatMessage> => {
    // Postgres refuses a NUL in text: unreplaced, one in a model's reply failed every draft write.
    const content = toStorableText(text);
    const thought = reasoning && { ...reasoning, text: toStorableText(reasoning.text) };
    const next = queue.then(async () => {
      if (id) return chats.updateMessage(id, { content, status, usage, ttftMs, error, reasoning: thought, toolCalls });
      await beforeFirstWrite?.();
      const message = await chats.addMessage({
        sessionId,
        role: 'assistant',
        content,
        status,
        compare,
        source,
        ttftMs,
        error,
        reasoning: thought,
        toolCalls,
      });
      id = message.id;
      // Usage is only known at the end, so a reply short enough to be written once gets it here.
      return usage
        ? chats.updateMessage(id, { content, status, usage, ttftMs, reasoning: thought, toolCalls })
        : message;
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    /** The time to first token, stored with the reply from its first write on (shown after a reload). */
    firstToken(ms: number): void {
      ttftMs ??= ms;
    },
    /** The reasoning so far, stored with the reply from its next write on (never sent back to the model). */
    think(so: ReplyReasoning): void {
      reasoning = so;
    },
    /** Whether the reply has been stored yet (a tool call's card is, before any text). */
    stored: () => id !== undefined,
    /** The reply's tool calls so far (../tools), stored with it from its next write on. */
    useTools(calls: ToolCallRecord[]): void {
      toolCalls = calls;
    },
    /** The whole text so far; written now if no write is running and the interval has passed. */
    grow(text: string): void {
      if (writing || Date.now() - lastWrite < intervalMs) return;
      writing = true;
      lastWrite = Date.now();
      write(text, 'streaming')
        .catch((error: unknown) => console.warn('Saving the reply so far failed; the final save will retry.', error))
        .finally(() => (writing = false));
    },
    /** The final text and status (and, for a failed reply, what went wrong), after any draft write still running. */
    settle: (text: string, status: MessageStatus, usage?: TokenUsage, error?: string): Promise<ChatMessage> =>
      write(text, status, usage, error),
  };
}
