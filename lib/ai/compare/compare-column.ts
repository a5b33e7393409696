import 'server-only';
import { streamText } from 'ai';
import type { TokenUsage } from '@/lib/data/port';
import { toStorableText } from '@/lib/validation';
import type { PreparedTurn } from '../chat-turn/prepare';
import { idleWatch, readReply } from '../chat-turn/read-reply';
import { hasTokens } from '../chat-turn/settle';
import { describeProviderError } from '../provider-errors';
import { chatModel } from '../providers';
import { replyDraft } from '../reply-draft';
import { settleReservation } from '../usage/reservation';
import type { CompareEvent } from './compare-events';

type Column = {
  turn: PreparedTurn;
  index: number;
  group: string;
  /** Stop: ends every column at once. */
  stop: AbortSignal;
  send: (event: CompareEvent) => void;
};

/**
 * One reply of a Compare turn: asked, relayed and stored like a chat reply (../chat-turn/relay),
 * as a Compare reply of `group`. A column that fails, goes quiet or reaches the size limit ends
 * alone; the others go on. It never throws: whatever happens ends in a `reply` or `reply-error`.
 */
export async function runCompareColumn({ turn, index, group, stop, send }: Column): Promise<void> {
  const { input, repos } = turn;
  const own = new AbortController();
  const quiet = idleWatch(() => own.abort());
  let askedAt = performance.now();
  const result = streamText({
    model: chatModel({ provider: input.provider, apiKey: turn.apiKey, baseUrl: turn.baseUrl }, input.model, () => {
      askedAt = performance.now();
    }),
    instructions: turn.instructions,
    messages: turn.messages,
    temperature: 0.7,
    // "Stop at the budget": the reply ends where its reservation does (../chat-turn/reserve).
    maxOutputTokens: turn.reservation?.maxOutputTokens,
    maxRetries: 2,
    abortSignal: AbortSignal.any([stop, own.signal]),
    // As in the relay: the SDK's own logging could print part of the key.
    onError: () => {},
  });
  const draft = replyDraft(repos.chats, input.sessionId, {
    compare: { group, provider: input.provider, model: input.model, column: index },
    // What it costs: each column's reply is priced by its own model and key.
    source: { provider: input.provider, model: input.model, apiKeyId: turn.apiKeyId },
  });
  const { text, usage, ...ending } = await readReply(result.stream, {
    askedAt: () => askedAt,
    touch: quiet.touch,
    abort: () => own.abort(),
    onText: (piece, whole, firstTokenMs) => {
      if (firstTokenMs !== undefined) draft.firstToken(firstTokenMs);
      send({ type: 'delta', column: index, text: piece, ...(firstTokenMs === undefined ? {} : { firstTokenMs }) });
      draft.grow(whole);
    },
  });
  quiet.stop();
  const failure = ending.limited ?? quiet.failure(turn.label) ?? ending.failure;
  const stored = toStorableText(text);
  const counted = await settleColumn({ draft, text: stored, usage, failure, label: turn.label, index, send });
  await settleReservation(repos.usage, turn.reservation, { counted, text: stored });
}

/** Stores how a column's reply ended; true when it is stored with the provider's count. */
async function settleColumn(ending: {
  draft: ReturnType<typeof replyDraft>;
  text: string;
  usage: TokenUsage | undefined;
  failure: unknown;
  label: string;
  index: number;
  send: (event: CompareEvent) => void;
}): Promise<boolean> {
  const { draft, text, failure, index: column, send } = ending;
  let counted = false;
  try {
    if (!failure) {
      const assistantMessage = await draft.settle(text, 'complete', ending.usage);
      counted = hasTokens(ending.usage);
      send({ type: 'reply', column, assistantMessage });
      return counted;
    }
    const message = describeProviderError(failure, ending.label, { partial: text.length > 0 });
    const partial = text ? await draft.settle(text, 'incomplete') : undefined;
    send({ type: 'reply-error', column, message, assistantMessage: partial });
  } catch (error) {
    console.error('Storing a compare reply failed.', error);
    send({ type: 'reply-error', column, message: 'The reply could not be saved. Please try again.' });
  }
  return counted;
}
