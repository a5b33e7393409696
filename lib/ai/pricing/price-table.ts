/**
 * Built-in prices of the OpenAI and Anthropic models, in USD per million tokens (standard tier:
 * no batch discount, no cached input). Browser-safe data: the chat prices each reply with it.
 * Sources and how each figure was checked: docs/operations.md, "Built-in model prices".
 * A model that is not listed, or has tiered prices, has no price here: its replies show their
 * tokens and "cost unknown", never a guess. When a provider changes a price, change it here and
 * move PRICES_AS_OF. Keys are API model ids (lib/ai/model-catalogue apiId); a dated snapshot id such as
 * gpt-4o-2024-08-06 takes the price of its undated id.
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
