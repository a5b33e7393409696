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

/** A provider and model with its price in USD per million tokens (null: no known price). */
export type PricedModel = { provider: string; model: string; input: number | null; output: number | null };

/** What one turn may cost at most: its input estimate and its reply, capped at maxOutputTokens. */
export type TurnCost = { inputUsd: number; outputPerMillion: number; maxOutputTokens: number; minOutputTokens: number };

/** The database's answer to a reservation (migration 20261210000100, reserve_usage). */
export type ReserveAnswer =
  | { state: 'unlimited' }
  | { state: 'unpriced'; models: [string, string][] }
  | { state: 'refused'; spentUsd: number; heldUsd: number; budgetUsd: number }
  | { state: 'reserved'; turns: { id: string; outputTokens: number }[] };

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
  /**
   * Reserves the worst case of each turn against a budget that stops sending, all or none, in one
   * atomic step: `priced` prices every model this month's replies used (see ReserveAnswer).
   */
  reserve(input: { priced: PricedModel[]; turns: TurnCost[]; holdSeconds: number }): Promise<ReserveAnswer>;
  /** Ends a reservation: gone (estimateUsd null), or kept as the estimate of a reply that ended without a count. */
  settle(input: { id: string; estimateUsd: number | null }): Promise<void>;
  /**
   * Counts a cost spent outside a chat (a drafted inquiry reply) against this month's budget, as
   * a settled estimate that lasts until the month ends (like a reply that ended without a count).
   */
  recordSpend(input: { amountUsd: number }): Promise<void>;
  /** This month's unexpired reservations: of turns still running, and estimates of replies without a count. */
  reservations(): Promise<{ heldUsd: number; estimatedUsd: number }>;
}
