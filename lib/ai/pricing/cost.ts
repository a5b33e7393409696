import { apiModelId, isProvider } from '../model-catalogue';
import { builtInPrices, type ModelPrice } from './price-table';

export type { ModelPrice } from './price-table';

/** A price the user set for a model of their OpenAI-compatible endpoint (0 for a local model). */
export type CustomPrice = ModelPrice & { model: string };

// A snapshot id is the model id with its release date: -2024-08-06 (OpenAI) or -20250929 (Anthropic).
const SNAPSHOT_SUFFIX = /-(\d{4}-\d{2}-\d{2}|\d{8})$/;

/**
 * The price of a model, or null when none is known: built in for OpenAI and Anthropic, the
 * user's own for an OpenAI-compatible endpoint (whose prices nobody else can know).
 */
export function priceOf(
  provider: string | null | undefined,
  model: string | null | undefined,
  customPrices: readonly CustomPrice[] = [],
): ModelPrice | null {
  if (!provider || !model || !isProvider(provider)) return null;
  if (provider === 'openai-compatible') {
    const own = customPrices.find((entry) => entry.model === model);
    return own ? { inputPerMillion: own.inputPerMillion, outputPerMillion: own.outputPerMillion } : null;
  }
  const table = builtInPrices[provider];
  const id = apiModelId(provider, model);
  return table[id] ?? table[id.replace(SNAPSHOT_SUFFIX, '')] ?? null;
}

/** USD for the tokens at `price`; null when the price is unknown (never a guessed figure). */
export function costOf(
  tokens: { inputTokens: number | null; outputTokens: number | null },
  price: ModelPrice | null,
): number | null {
  if (!price) return null;
  return (
    ((tokens.inputTokens ?? 0) * price.inputPerMillion + (tokens.outputTokens ?? 0) * price.outputPerMillion) / 1e6
  );
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumSignificantDigits: 2 });

/** "$0.0042", "$1.25", "$0.00" for a free model; "cost unknown" when there is no price. */
export function formatCost(usd: number | null): string {
  if (usd === null) return 'cost unknown';
  if (usd === 0) return '$0.00';
  // Single replies cost fractions of a cent: two significant digits say more than "$0.00".
  return usd < 0.01 ? cents.format(usd) : dollars.format(usd);
}
