/** The usage part of the data port (./port): tokens per month, key, provider and model. */

/** One row of the Usage view: a month's replies of one key, provider and model. */
export type UsageRow = {
  /** 'YYYY-MM', in UTC. */
  month: string;
  /** null: the key was deleted since, or the reply is from before keys were recorded. */
  apiKeyId: string | null;
  keyHint: string | null;
  provider: string | null;
  model: string | null;
  replies: number;
  inputTokens: number;
  outputTokens: number;
};

/** A price the user set for a model of their OpenAI-compatible endpoint, USD per million tokens. */
export type ModelPriceEntry = { model: string; inputPerMillion: number; outputPerMillion: number };

/** A monthly spending limit in USD; `stopAtBudget`: sending is refused once it is spent. */
export type UsageBudget = { monthlyUsd: number; stopAtBudget: boolean };

export interface UsageRepo {
  /** The caller's replies from `since` on, summed per month, key, provider and model; newest month first. */
  byMonth(input: { since: Date }): Promise<UsageRow[]>;
  /** The caller's prices for their OpenAI-compatible models, by model name. */
  prices(): Promise<ModelPriceEntry[]>;
  /** Sets (or replaces) the price of one model. */
  setPrice(input: ModelPriceEntry): Promise<ModelPriceEntry>;
  /** Removes a model's price; not_found when it has none. */
  removePrice(model: string): Promise<void>;
  /** The caller's monthly budget; null when they set none. */
  budget(): Promise<UsageBudget | null>;
  /** Sets the budget; null removes it. */
  setBudget(input: UsageBudget | null): Promise<UsageBudget | null>;
}
