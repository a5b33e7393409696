import 'server-only';
import type { AnthropicProviderOptions } from '@ai-sdk/anthropic';
import type { streamText } from 'ai';
import type { ReplyReasoning } from '@/lib/data/port';
import { apiModelId, type Provider } from '../model-catalogue';
import { replyBudget } from '../reply-stream-budget';

type ProviderOptions = NonNullable<Parameters<typeof streamText>[0]['providerOptions']>;

/** The most reasoning kept with a reply (the database's cap, migration 20261230000700); the rest is dropped. */
export const REASONING_LIMIT_BYTES = 64 * 1024;

/**
 * Tokens Claude may think before it answers: Anthropic's minimum is 1024; thinking tokens are
 * billed as output, so this stays small. The reply's own cap comes on top (the SDK adds them).
 */
export const THINKING_BUDGET_TOKENS = 2048;

// Claude 3.7 Sonnet and every Claude 4 or later can think; older ones refuse a request asking them to.
const THINKING_CLAUDE = /^claude-(3-7-sonnet|(opus|sonnet|haiku)-([4-9]|\d\d))/;

/**
 * The request's settings for reasoning. Anthropic streams thinking only when asked, so a model
 * that can think is asked to, within a small budget, and given no temperature (thinking takes
 * none; the SDK would drop it with a warning each turn); not under "Stop at the budget"
 * (`capped`), whose reservation counts only the reply's own cap. OpenAI through Chat Completions
 * streams no reasoning at all (its summaries need the Responses API), and an OpenAI-compatible
 * server streams whatever reasoning its model writes unasked.
 */
export function reasoningSettings(
  provider: Provider,
  model: string,
  capped: boolean,
): { temperature?: number; providerOptions?: ProviderOptions } {
  if (provider !== 'anthropic' || capped || !THINKING_CLAUDE.test(apiModelId(provider, model)))
    return { temperature: CHAT_TEMPERATURE };
  const thinking = { type: 'enabled', budgetTokens: THINKING_BUDGET_TOKENS } as const;
  return { providerOptions: { anthropic: { thinking } satisfies AnthropicProviderOptions } };
}

/** The chat's temperature when the model is not thinking. */
const CHAT_TEMPERATURE = 0.7;

/**
 * The reasoning of one reply as it streams in: its text up to REASONING_LIMIT_BYTES (counted as it
 * will be stored), and the time from its first piece to its last.
 */
export function reasoningCollector() {
  const budget = replyBudget(REASONING_LIMIT_BYTES);
  let text = '';
  let firstAt: number | undefined;
  let lastAt = 0;
  return {
    /** The part of `piece` kept ('' once the limit is reached). */
    add(piece: string): string {
      const kept = budget.take(piece).text;
      if (!kept) return '';
      lastAt = performance.now();
      firstAt ??= lastAt;
      text += kept;
      return kept;
    },
    /** The reasoning so far; undefined while there is none. */
    value: (): ReplyReasoning | undefined =>
      text ? { text, ms: Math.round(lastAt - (firstAt ?? lastAt)) } : undefined,
  };
}
