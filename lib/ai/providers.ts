import 'server-only';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel, LanguageModel } from 'ai';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { BASE_URL_REFUSED, userEndpointFetch } from '@/lib/net/user-endpoint';
import { apiModelId, providerCatalogue, type Provider } from './models';

export type ProviderCredentials = { provider: Provider; apiKey: string; baseUrl: string | null };

const OPENAI_URL = 'https://api.openai.com/v1';
const ANTHROPIC_URL = 'https://api.anthropic.com/v1';

function baseUrlOf({ provider, baseUrl }: ProviderCredentials): string {
  const env = getEnv();
  if (provider === 'openai') return env.OPENAI_BASE_URL ?? OPENAI_URL;
  if (provider === 'anthropic') return env.ANTHROPIC_BASE_URL ?? ANTHROPIC_URL;
  if (!baseUrl) throw new AppError('invalid_input', 'An OpenAI-compatible key needs the base URL of its endpoint.');
  return baseUrl;
}

/** The AI SDK model for a chat; OpenAI goes through Chat Completions, like compatible endpoints. */
export function chatModel(credentials: ProviderCredentials, modelId: string): LanguageModel {
  const { provider, apiKey } = credentials;
  const baseURL = baseUrlOf(credentials);
  const id = apiModelId(provider, modelId);
  if (provider === 'openai') return createOpenAI({ apiKey, baseURL }).chat(id);
  if (provider === 'anthropic') return createAnthropic({ apiKey, baseURL })(id);
  // The only base URL a user chooses: every request to it goes through the address policy.
  return createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey, fetch: userEndpointFetch })(id);
}

export function embeddingModel(openaiKey: string): EmbeddingModel {
  return createOpenAI({
    apiKey: openaiKey,
    baseURL: baseUrlOf({ provider: 'openai', apiKey: openaiKey, baseUrl: null }),
  }).embedding('text-embedding-3-small');
}

/** Asks the provider's models endpoint whether it accepts the key. */
export async function verifyKey(credentials: ProviderCredentials): Promise<void> {
  const headers: Record<string, string> =
    credentials.provider === 'anthropic'
      ? { 'x-api-key': credentials.apiKey, 'anthropic-version': '2023-06-01' }
      : { authorization: `Bearer ${credentials.apiKey}` };
  const label = providerCatalogue[credentials.provider].label;
  const userChosen = credentials.provider === 'openai-compatible';
  let response: Response;
  try {
    response = await (userChosen ? userEndpointFetch : fetch)(`${baseUrlOf(credentials).replace(/\/$/, '')}/models`, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    // A user-chosen endpoint says nothing about why it failed: that would map the network.
    if (userChosen) throw new AppError('invalid_input', BASE_URL_REFUSED);
    throw new AppError('invalid_input', `Could not reach ${label} to verify the key.`, { cause: error });
  }
  if (response.status === 401 || response.status === 403) {
    throw new AppError('invalid_input', `${label} rejected this API key (${response.status}).`);
  }
  if (!response.ok) throw new AppError('invalid_input', `${label} could not verify the key (HTTP ${response.status}).`);
}
