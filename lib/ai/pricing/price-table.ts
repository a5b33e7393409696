/**
 * Built-in prices of the OpenAI and Anthropic models, in USD per million tokens (standard tier:
 * no batch discount, no cached input). Browser-safe data: the chat prices each reply with it.
 *
 * Taken from the providers' own price lists:
 *   OpenAI:    https://developers.openai.com/api/docs/pricing (also openai.com/api/pricing). That page
 *              could not be opened from here; every figure was checked on 2026-11-26 against at least
 *              two copies of it made in 2026 (github/docs' Copilot models-and-pricing table, which
 *              quotes the same list price, and price tables dated March and November 2026 that name
 *              the page as their source). They agreed on every model below.
 *   Anthropic: https://platform.claude.com/docs/en/about-claude/pricing and each model's overview
 *              page there (Opus 5 and 5.5, Sonnet 5, the comparison tables), read 2026-11-26.
 * Tiered prices (Haiku 5.5 costs more above 100k input tokens) are left out: one figure per
 * model would be wrong for some replies, so those show "cost unknown".
 * When a provider changes a price or adds a model, change it here and move PRICES_AS_OF. A model
 * that is not listed has no price: its replies show their tokens and "cost unknown", never a guess.
 * Keys are the API model ids (lib/ai/models apiId); a dated snapshot id such as
 * gpt-4o-2024-08-06 or claude-sonnet-4-5-20250929 takes the price of its undated id.
 */
export const PRICES_AS_OF = '2026-11-26';

export type ModelPrice = { inputPerMillion: number; outputPerMillion: number };

const price = (inputPerMillion: number, outputPerMillion: number): ModelPrice => ({
  inputPerMillion,
  outputPerMillion,
});

export const builtInPrices: Record<'openai' | 'anthropic', Record<string, ModelPrice>> = {
  openai: {
    'gpt-5.4': price(2.5, 15),
    'gpt-5.1': price(1.25, 10),
    'gpt-5': price(1.25, 10),
    'gpt-5-mini': price(0.25, 2),
    'gpt-5-nano': price(0.05, 0.4),
    'gpt-4.1': price(2, 8),
    'gpt-4.1-mini': price(0.4, 1.6),
    'gpt-4.1-nano': price(0.1, 0.4),
    'gpt-4o': price(2.5, 10),
    'gpt-4o-mini': price(0.15, 0.6),
    'gpt-4-turbo': price(10, 30),
    'gpt-4': price(30, 60),
    'gpt-3.5-turbo': price(0.5, 1.5),
    o3: price(2, 8),
    'o3-mini': price(1.1, 4.4),
    'o4-mini': price(1.1, 4.4),
    o1: price(15, 60),
  },
  anthropic: {
    'claude-fable-5-1': price(10, 50),
    'claude-opus-5-5': price(4, 20),
    'claude-sonnet-5-5': price(2, 10),
    'claude-opus-5': price(5, 25),
    'claude-sonnet-5': price(2, 10),
    'claude-opus-4-5': price(5, 25),
    'claude-opus-4-1': price(15, 75),
    'claude-opus-4-0': price(15, 75),
    'claude-sonnet-4-5': price(3, 15),
    'claude-sonnet-4-0': price(3, 15),
    'claude-haiku-4-5': price(1, 5),
    'claude-3-7-sonnet': price(3, 15),
    'claude-3-5-haiku': price(0.8, 4),
    'claude-3-haiku': price(0.25, 1.25),
  },
};
