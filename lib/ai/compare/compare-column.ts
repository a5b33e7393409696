import 'server-only';
import { streamText } from 'ai';
import type { TokenUsage } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { toStorableText } from '@/lib/validation';
import type { PreparedTurn } from '../chat-turn/prepare';
import { describeProviderError } from '../provider-errors';
import { chatModel } from '../providers';
import { replyDraft } from '../reply-draft';
import { replyBudget, replyCut, SIDE_STREAM_LIMIT_BYTES, sideStreamCut, sidePartBytes } from '../reply-limit';
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
  const idleMs = getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000;
  let idle = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => ((idle = true), own.abort()), idleMs);
  };
  touch();
  let askedAt = performance.now();
  const result = streamText({
    model: chatModel({ provider: input.provider, apiKey: turn.apiKey, baseUrl: turn.baseUrl }, input.model, () => {
      askedAt = performance.now();
    }),
    instructions: turn.instructions,
    messages: turn.messages,
    temperature: 0.7,
    maxRetries: 2,
    abortSignal: AbortSignal.any([stop, own.signal]),
    // As in the relay: the SDK's own logging could print part of the key.
    onError: () => {},
  });
  const draft = replyDraft(repos.chats, input.sessionId, {
    compare: { group, provider: input.provider, model: input.model },
    // What it costs: each column's reply is priced by its own model and key.
    source: { provider: input.provider, model: input.model, apiKeyId: turn.apiKeyId },
  });
  const budget = replyBudget();
  let text = '';
  let usage: TokenUsage | undefined;
  let failure: unknown;
  let cut = false;
  let sideBytes = 0;
  try {
    for await (const part of result.stream) {
      touch();
      if (part.type === 'text-delta') {
        if (cut) continue;
        const piece = budget.take(part.text);
        if (piece.text) {
          const firstTokenMs = text ? undefined : Math.round(performance.now() - askedAt);
          if (firstTokenMs !== undefined) draft.firstToken(firstTokenMs);
          text += piece.text;
          send({
            type: 'delta',
            column: index,
            text: piece.text,
            ...(firstTokenMs === undefined ? {} : { firstTokenMs }),
          });
          draft.grow(text);
        }
        if (piece.cut) {
          cut = true;
          own.abort();
        }
      } else if (part.type === 'finish') {
        const { inputTokens, outputTokens } = part.totalUsage;
        usage = { inputTokens: inputTokens ?? null, outputTokens: outputTokens ?? null };
      } else if (part.type === 'error') {
        failure = part.error;
      } else if (part.type === 'abort') {
        failure = Object.assign(new Error('aborted'), { name: 'AbortError' });
      } else if (sideBytes <= SIDE_STREAM_LIMIT_BYTES) {
        // Reasoning and the like: not stored, but held by the SDK, so bounded as in the relay.
        sideBytes += sidePartBytes(part as { type: string } & Record<string, unknown>);
        if (sideBytes > SIDE_STREAM_LIMIT_BYTES) own.abort();
      }
    }
  } catch (error) {
    failure = error;
  }
  clearTimeout(idleTimer);
  if (cut) failure = replyCut();
  else if (sideBytes > SIDE_STREAM_LIMIT_BYTES) failure = sideStreamCut();
  else if (idle)
    failure = new AppError(
      'unavailable',
      `${turn.label} stopped responding (nothing for ${idleMs / 1000} s), so the reply was stopped.`,
    );
  await settleColumn({ draft, text: toStorableText(text), usage, failure, label: turn.label, index, send });
}

async function settleColumn(ending: {
  draft: ReturnType<typeof replyDraft>;
  text: string;
  usage: TokenUsage | undefined;
  failure: unknown;
  label: string;
  index: number;
  send: (event: CompareEvent) => void;
}) {
  const { draft, text, failure, index: column, send } = ending;
  try {
    if (!failure) {
      send({ type: 'reply', column, assistantMessage: await draft.settle(text, 'complete', ending.usage) });
      return;
    }
    const message = describeProviderError(failure, ending.label, { partial: text.length > 0 });
    const partial = text ? await draft.settle(text, 'incomplete') : undefined;
    send({ type: 'reply-error', column, message, assistantMessage: partial });
  } catch (error) {
    console.error('Storing a compare reply failed.', error);
    send({ type: 'reply-error', column, message: 'The reply could not be saved. Please try again.' });
  }
}
