import 'server-only';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel, LanguageModel } from 'ai';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { cappedFetch } from '@/lib/net/capped-fetch';
import { userEndpointFetch } from '@/lib/net/user-endpoint';
import {
  apiModelId,
  missingBaseUrlMessage,
  providerDescriptor,
  type ListedModel,
  type Provider,
} from './model-catalogue';

export type ProviderCredentials = { provider: Provider; apiKey: string; baseUrl: string | null };

/** The server half of a registry entry (the client-safe half is in ./model-catalogue, same ids). */
type ServerProvider = {
  /** Where requests go unless the user gives the endpoint (descriptor `needsBaseUrl`). */
  defaultBaseUrl: () => string | null;
  chatModel: (settings: { apiKey: string; baseURL: string; fetch: typeof fetch }, apiId: string) => LanguageModel;
  /** The request that lists models (and so verifies a key): path below the base URL, and headers. */
  modelsRequest: (apiKey: string) => { path: string; headers: Record<string, string> };
  /** The listed models from the endpoint's JSON; unknown shapes give none. */
  parseModels: (body: unknown) => ListedModel[];
};

const OPENAI_URL = 'https://api.openai.com/v1';
const ANTHROPIC_URL = 'https://api.anthropic.com/v1';

const bearer = (apiKey: string) => ({ path: '/models', headers: { authorization: `Bearer ${apiKey}` } });
const listedIn = (body: unknown, label: (entry: Record<string, unknown>) => unknown): ListedModel[] => {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry: Record<string, unknown>) =>
    typeof entry?.id === 'string' && entry.id.length <= 200
      ? [{ id: entry.id, label: typeof label(entry) === 'string' ? String(label(entry)).slice(0, 200) : entry.id }]
      : [],
  );
};

// `satisfies Record<Provider, ...>`: a provider id without an entry here does not compile.
const serverProviders = {
  openai: {
    defaultBaseUrl: () => getEnv().OPENAI_BASE_URL ?? OPENAI_URL,
    // Chat Completions, like the compatible endpoints.
    chatModel: (settings, id) => createOpenAI(settings).chat(id),
    modelsRequest: bearer,
    parseModels: (body) => listedIn(body, (entry) => entry.id),
  },
  anthropic: {
    defaultBaseUrl: () => getEnv().ANTHROPIC_BASE_URL ?? ANTHROPIC_URL,
    chatModel: (settings, id) => createAnthropic(settings)(id),
    // The API pages its list, 20 by default; 1000 is its maximum page.
    modelsRequest: (apiKey) => ({
      path: '/models?limit=1000',
      headers: { 'x-api-key': apiKey, 'anthropic-version': '2023-06-01' },
    }),
    parseModels: (body) => listedIn(body, (entry) => entry.display_name),
  },
  'openai-compatible': {
    defaultBaseUrl: () => null,
    // The only base URL a user chooses: its requests go through the address policy (the
    // `fetch` chatModel gives every entry is userEndpointFetch for this one).
    chatModel: (settings, id) =>
      // includeUsage: ask for the usage chunk, as the OpenAI provider does, so local models' tokens show too.
      createOpenAICompatible({ name: 'openai-compatible', ...settings, includeUsage: true })(id),
    modelsRequest: bearer,
    parseModels: (body) => listedIn(body, (entry) => entry.id),
  },
} satisfies Record<Provider, ServerProvider>;

/** The server entry of a provider id: an unknown id is an error, never a fall-through to another provider. */
export function serverProvider(id: Provider): ServerProvider {
  providerDescriptor(id);
  return serverProviders[id];
}

/** Where a provider's requests go: the user's endpoint when the provider needs one, else its own. */
export function baseUrlOf({ provider, baseUrl }: ProviderCredentials): string {
  const own = serverProvider(provider).defaultBaseUrl();
  if (!providerDescriptor(provider).needsBaseUrl) return own!;
  if (!baseUrl) throw new AppError('invalid_input', missingBaseUrlMessage(provider));
  return baseUrl;
}

/**
 * The AI SDK model for a chat. `onRequest` is called as the SDK hands its request to fetch, so a
 * caller can hold back work that would block the event loop until the request is under way.
 */
export function chatModel(
  credentials: ProviderCredentials,
  modelId: string,
  onRequest: () => void = () => {},
): LanguageModel {
  const { provider, apiKey } = credentials;
  const baseURL = baseUrlOf(credentials);
  // A user-chosen endpoint is fetched through the address policy (lib/net/user-endpoint), always;
  // an error answer is read no further than its message needs (a reply's stream has its own limit).
  const base = cappedFetch(providerDescriptor(provider).needsBaseUrl ? userEndpointFetch : globalThis.fetch);
  const observed: typeof fetch = (input, init) => {
    onRequest();
    return base(input, init);
  };
  return serverProvider(provider).chatModel({ apiKey, baseURL, fetch: observed }, apiModelId(provider, modelId));
}

/**
 * Bytes of an embeddings answer read at most: a batch of lib/ai/attachments/chunks (200 texts) at
 * the largest vectors kept (8192 numbers, about 24 bytes each as JSON) fits, and nothing bigger.
 */
export const EMBEDDINGS_BODY_MAX = 48 * 1024 * 1024;

export function embeddingModel(openaiKey: string): EmbeddingModel {
  return createOpenAI({
    apiKey: openaiKey,
    baseURL: baseUrlOf({ provider: 'openai', apiKey: openaiKey, baseUrl: null }),
    fetch: cappedFetch(globalThis.fetch, { max: EMBEDDINGS_BODY_MAX }),
  }).embedding('text-embedding-3-small');
}
