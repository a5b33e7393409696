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

export interface UsageRepo {
  /** The caller's replies from `since` on, summed per month, key, provider and model; newest month first. */
  byMonth(input: { since: Date }): Promise<UsageRow[]>;
}
