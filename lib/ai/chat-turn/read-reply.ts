import 'server-only';
import type { streamText } from 'ai';
import type { ReplyReasoning, TokenUsage } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { replyBudget, replyCut, SIDE_STREAM_LIMIT_BYTES, sideStreamCut, sidePartBytes } from '../reply-stream-budget';
import { reasoningCollector } from './reasoning';

type ProviderStream = ReturnType<typeof streamText>['stream'];

/**
 * Ends a reply whose provider goes quiet: `touch` on every part; after CHAT_IDLE_TIMEOUT_SECONDS
 * without one it calls `abort`, and `failure` then says why the reply stopped.
 */
export function idleWatch(abort: () => void) {
  const idleMs = getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000;
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      abort();
    }, idleMs);
  };
  touch();
  return {
    touch,
    stop: () => clearTimeout(timer),
    failure: (label: string) =>
      idle
        ? new AppError(
            'unavailable',
            `${label} stopped responding (nothing for ${idleMs / 1000} s), so the reply was stopped.`,
          )
        : undefined,
  };
}

type Reading = {
  /** When the provider request went out: time to first token counts from there. */
  askedAt: () => number;
  touch: () => void;
  /** Aborts the provider request (the size limits end the reply there). */
  abort: () => void;
  /** Each piece of text kept, the whole text so far, and on the first piece its time to first token. */
  onText: (piece: string, text: string, firstTokenMs: number | undefined) => void;
  /** Each piece of reasoning kept (./reasoning), with the reasoning so far. */
  onReasoning?: (piece: string, reasoning: ReplyReasoning) => void;
};

/**
 * Reads one provider stream as a chat reply (the chat's relay and each Compare column): the
 * text within the reply's size limit, the usage the provider reported, and why it ended early.
 * `limited` is the failure of a size limit, which wins over any other: the provider request is
 * aborted there, so the rest is never read.
 */
export async function readReply(stream: ProviderStream, reading: Reading) {
  const budget = replyBudget();
  let text = '';
  let usage: TokenUsage | undefined;
  let failure: unknown;
  let cut = false;
  let sideBytes = 0;
  const reasoning = reasoningCollector();
  try {
    for await (const part of stream) {
      reading.touch();
      if (part.type === 'text-delta') {
        // Past the limit, pieces the SDK had already read are dropped until the abort lands.
        if (cut) continue;
        const piece = budget.take(part.text);
        if (piece.text) {
          const firstTokenMs = text ? undefined : Math.round(performance.now() - reading.askedAt());
          text += piece.text;
          reading.onText(piece.text, text, firstTokenMs);
        }
        if (piece.cut) {
          cut = true;
          reading.abort();
        }
      } else if (part.type === 'finish') {
        const { inputTokens, outputTokens } = part.totalUsage;
        usage = { inputTokens: inputTokens ?? null, outputTokens: outputTokens ?? null };
      } else if (part.type === 'error') {
        failure = part.error;
      } else if (part.type === 'abort') {
        failure = Object.assign(new Error('aborted'), { name: 'AbortError' });
      } else if (sideBytes <= SIDE_STREAM_LIMIT_BYTES) {
        // Reasoning (its first 64 KB kept), tool-call arguments, files: held by the SDK all the same.
        sideBytes += sidePartBytes(part as { type: string } & Record<string, unknown>);
        if (sideBytes > SIDE_STREAM_LIMIT_BYTES) reading.abort();
        else if (part.type === 'reasoning-delta' && !cut) {
          const piece = reasoning.add(part.text);
          if (piece) reading.onReasoning?.(piece, reasoning.value()!);
        }
      }
    }
  } catch (error) {
    failure = error;
  }
  const limited = cut ? replyCut() : sideBytes > SIDE_STREAM_LIMIT_BYTES ? sideStreamCut() : undefined;
  return { text, usage, failure, limited, reasoning: reasoning.value() };
}
