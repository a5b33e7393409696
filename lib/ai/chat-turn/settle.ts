import 'server-only';
import type { ChatMessage, TokenUsage } from '@/lib/data/port';
import { toStorableText } from '@/lib/validation';
import type { ChatEvent } from '../chat-events';
import { extractInBackground } from '../memory-jobs';
import { describeProviderError } from '../provider-errors';
import type { replyDraft } from '../reply-draft';
import { settleReservation } from '../usage/reservation';
import { titleWanted, writeChatTitle } from './auto-title';
import type { PreparedTurn } from './prepare';

/**
 * Stores how the reply ended and tells the browser: `done` with the stored reply (for a chat's
 * first exchange the stream then stays open until its model named it), or `error` with the
 * failed reply as the thread keeps it: what went wrong in words, and any partial text.
 */
export async function settleReply(ending: {
  turn: PreparedTurn;
  draft: ReturnType<typeof replyDraft>;
  text: string;
  /** Tokens in and out as the provider reported them (only at a normal end). */
  usage: TokenUsage | undefined;
  failure: unknown;
  send: (event: ChatEvent) => void;
  /** The reply reached its size limit: kept, marked as cut, and no failure to note in the thread. */
  cutAtLimit?: boolean;
}) {
  const { turn, failure, send } = ending;
  // Marks the turn as ended; the session it returns goes with `done` (its title, model, time).
  const endTurn = () => turn.repos.chats.updateSession(turn.input.sessionId, { replying: false });
  // A reply holding a NUL would fail to store and be lost whole; storing it with U+FFFD keeps it.
  const text = toStorableText(ending.text);
  // Whether the reply is stored with the provider's count, which prices it from here on.
  let counted = false;
  try {
    if (!failure) {
      const stored = await ending.draft.settle(text, 'complete', ending.usage);
      counted = hasTokens(ending.usage);
      const assistantMessage = await withSources(turn, stored);
      await keepMemoriesUsed(turn, stored.id);
      await settleReservation(turn.repos.usage, turn.reservation, { counted, text });
      const titling = titleWanted(turn);
      send({ type: 'done', assistantMessage, session: await endTurn(), ...(titling ? { titling } : {}) });
      // Under "Stop at the budget" nothing is asked that the budget does not count: no extraction.
      if (turn.memoryOn && !turn.budget) extractInBackground(turn.userId, extractionOf(turn, text));
      if (titling) await writeChatTitle(turn, text);
      return;
    }
    const message = describeProviderError(failure, turn.label, { partial: text.length > 0 });
    console.warn(`Chat reply failed: ${message}`);
    // Stop and the size limit are no failures: the reply is kept, marked incomplete, as before.
    const stopped = failure instanceof Error && failure.name === 'AbortError';
    const failed =
      stopped || ending.cutAtLimit
        ? text || ending.draft.stored()
          ? await withSources(turn, await ending.draft.settle(text, 'incomplete'))
          : undefined
        : await withSources(turn, await storeFailedReply(turn, ending.draft, text, message));
    await settleReservation(turn.repos.usage, turn.reservation, { counted, text });
    await endTurn();
    send({ type: 'error', message, assistantMessage: failed });
  } catch (error) {
    console.error('Storing the chat reply failed.', error);
    if (!counted) await settleReservation(turn.repos.usage, turn.reservation, { counted, text });
    // Left set, the mark would hold off new turns until it went stale.
    await endTurn().catch(() => undefined);
    send({ type: 'error', message: 'The reply could not be saved. Please try again.' });
  }
}

/**
 * The failed reply joins the thread: its partial text (marked incomplete) or nothing, with the
 * error. Through the draft, a Regenerate or Edit first takes the chat back to its question, so
 * a failed Retry replaces the error it retried; one that replaced a good reply leaves that reply
 * and puts the error after it instead.
 */
function storeFailedReply(
  turn: PreparedTurn,
  draft: ReturnType<typeof replyDraft>,
  text: string,
  error: string,
): Promise<ChatMessage> {
  if (text || !turn.input.resendOf || turn.retriesFailure) return draft.settle(text, 'incomplete', undefined, error);
  const { input } = turn;
  return turn.repos.chats.addMessage({
    sessionId: input.sessionId,
    role: 'assistant',
    content: '',
    status: 'incomplete',
    error,
    source: { provider: input.provider, model: input.model, apiKeyId: turn.apiKeyId },
  });
}

/** Whether the provider reported the reply's tokens (it does at a normal end). */
export const hasTokens = (usage: TokenUsage | undefined) =>
  usage !== undefined && (usage.inputTokens !== null || usage.outputTokens !== null);

/** A reply given parts of long files keeps which ones ("Sources: report.pdf, pages 3 and 7"). */
async function withSources(turn: PreparedTurn, reply: ChatMessage): Promise<ChatMessage> {
  if (!turn.sources) return reply;
  await turn.repos.documents.setSources(reply.id, turn.sources);
  return { ...reply, sources: turn.sources };
}

/** The ids of the memories the reply was given, so it can show them (a failure only loses that). */
async function keepMemoriesUsed(turn: PreparedTurn, replyId: string): Promise<void> {
  if (!turn.memoriesUsed.length) return;
  await turn.repos.memories
    .markUsed(
      replyId,
      turn.memoriesUsed.map((memory) => memory.id),
    )
    .catch((error: unknown) => console.warn('Keeping the memories a reply used failed.', (error as Error).message));
}

/** The facts after a stored reply come from the same model and key as the reply. */
const extractionOf = (turn: PreparedTurn, reply: string) => ({
  repo: turn.repos.memories,
  credentials: { provider: turn.input.provider, apiKey: turn.apiKey, baseUrl: turn.baseUrl },
  model: turn.input.model,
  embedder: turn.memory,
  question: turn.input.message,
  reply,
  sessionId: turn.input.sessionId,
  known: turn.memoriesUsed.map((memory) => memory.content),
});
