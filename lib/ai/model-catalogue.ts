import { isProvider, type Provider } from '@/lib/data/provider-ids';
import { AppError } from '@/lib/errors';

export { PROVIDERS, isProvider, type ListedModel, type Provider } from '@/lib/data/provider-ids';

/**
 * The provider registry, client-safe part: per provider id its labels, whether the user gives
 * the base URL, and the model catalogue (what the portal offers, and the API model id each
 * entry is sent as), keyed by the ids in lib/data/provider-ids. The zod schemas and the key
 * list's labels derive from here; the server half (SDK model, model listing, key check) is
 * ./providers, keyed by the same ids. Adding a provider: its id there, an entry here, one in
 * ./providers, and a migration widening api_keys.provider's check constraint.
 *
 * The spec's Claude 3 names map to current Anthropic ids; change the mapping here when
 * providers retire models.
 */
/** `contextTokens`: the model's context window (input and reply together), for trimming history. */
export type ModelOption = { id: string; label: string; apiId: string; contextTokens: number };

export type ProviderDescriptor = {
  /** In the provider picker. */
  label: string;
  /** In the key list and in messages. */
  shortLabel: string;
  /** The user gives the endpoint (checked by lib/net/user-endpoint); otherwise the provider's own. */
  needsBaseUrl: boolean;
  /** Shown in the base URL field when `needsBaseUrl`. */
  baseUrlExample: string | null;
  models: ModelOption[];
};

/**
 * The window assumed for a model id the catalogue does not list (a custom openai-compatible
 * model): small on purpose, since a local server (Ollama's default num_ctx, for one) often runs
 * a model with far less than the model's own maximum.
 */
export const DEFAULT_CONTEXT_TOKENS = 8192;

export const providerCatalogue: Record<Provider, ProviderDescriptor> = {
  openai: {
    label: 'OpenAI',
    shortLabel: 'OpenAI',
    needsBaseUrl: false,
    baseUrlExample: null,
    models: [
      { id: 'gpt-4o', label: 'GPT-4o', apiId: 'gpt-4o', contextTokens: 128_000 },
      { id: 'gpt-4o-mini', label: 'GPT-4o mini', apiId: 'gpt-4o-mini', contextTokens: 128_000 },
      { id: 'gpt-4-turbo', label: 'GPT-4 Turbo', apiId: 'gpt-4-turbo', contextTokens: 128_000 },
      { id: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo', apiId: 'gpt-3.5-turbo', contextTokens: 16_385 },
    ],
  },
  anthropic: {
    label: 'Anthropic',
    shortLabel: 'Anthropic',
    needsBaseUrl: false,
    baseUrlExample: null,
    models: [
      { id: 'claude-3-opus', label: 'Claude Opus', apiId: 'claude-opus-4-5', contextTokens: 200_000 },
      { id: 'claude-3-sonnet', label: 'Claude Sonnet', apiId: 'claude-sonnet-4-5', contextTokens: 200_000 },
      { id: 'claude-3-haiku', label: 'Claude Haiku', apiId: 'claude-haiku-4-5', contextTokens: 200_000 },
    ],
  },
  'openai-compatible': {
    label: 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)',
    shortLabel: 'OpenAI-compatible',
    needsBaseUrl: true,
    baseUrlExample: 'http://localhost:11434/v1',
    // Any model the endpoint serves; these are common defaults, and a custom id is allowed.
    models: [
      { id: 'llama3.1', label: 'Llama 3.1', apiId: 'llama3.1', contextTokens: 131_072 },
      { id: 'mistral', label: 'Mistral', apiId: 'mistral', contextTokens: 32_768 },
      { id: 'qwen2.5', label: 'Qwen 2.5', apiId: 'qwen2.5', contextTokens: 32_768 },
    ],
  },
};

export const DEFAULT_PROVIDER: Provider = 'openai';
export const DEFAULT_MODEL = 'gpt-4o-mini';

/** The registry entry of a provider id; an unknown id is an error, never some default provider. */
export function providerDescriptor(id: string): ProviderDescriptor {
  if (!isProvider(id)) throw new AppError('invalid_input', `Unknown provider ${JSON.stringify(id.slice(0, 40))}.`);
  return providerCatalogue[id];
}

/** What a key for a provider that needs a base URL is refused with when it has none. */
export function missingBaseUrlMessage(id: Provider): string {
  const name = providerCatalogue[id].shortLabel;
  return `${/^[aeiou]/i.test(name) ? 'An' : 'A'} ${name} key needs the base URL of its endpoint.`;
}

/** The id sent to the provider's API; openai-compatible endpoints take the id as given. */
export function apiModelId(provider: Provider, modelId: string): string {
  return providerDescriptor(provider).models.find((model) => model.id === modelId)?.apiId ?? modelId;
}

/** The context window of a model, in tokens; DEFAULT_CONTEXT_TOKENS for ids not in the catalogue. */
export function contextTokensOf(provider: Provider, modelId: string): number {
  return (
    providerDescriptor(provider).models.find((model) => model.id === modelId)?.contextTokens ?? DEFAULT_CONTEXT_TOKENS
  );
}
