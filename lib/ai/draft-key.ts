import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import type { ApiKeyRepo, ApiKeySummary } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { assertUsableBaseUrl } from '@/lib/net/user-endpoint';
import { openStoredKey } from './api-key-open';
import { NO_KEY_MESSAGE } from './no-key-message';
import { providerDescriptor, type Provider } from './model-catalogue';
import type { ProviderCredentials } from './providers';

/** A small, cheap model per provider; a compatible endpoint uses the first model it listed. */
const draftModels: Record<Exclude<Provider, 'openai-compatible'>, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-haiku',
};

export { NO_KEY_MESSAGE };

/** Which of the admin's saved keys a one-off draft (a meta description, an inquiry reply) uses, and its model. */
export function pickDraftKey(keys: ApiKeySummary[]): { key: ApiKeySummary; model: string } | null {
  for (const provider of ['openai', 'anthropic'] as const) {
    const key = keys.find((k) => k.provider === provider && k.isActive);
    if (key) return { key, model: draftModels[provider] };
  }
  const compatible = keys.find((k) => k.provider === 'openai-compatible' && k.isActive);
  const model = compatible?.models?.[0]?.id ?? providerDescriptor('openai-compatible').models[0]?.id ?? 'llama3.1';
  return compatible ? { key: compatible, model } : null;
}

/**
 * The chosen key, opened on the server (it never leaves it), with a user-chosen base URL checked
 * before anything is sent. Refuses in words when the key went away meanwhile.
 */
export async function openDraftKey(
  user: AuthUser,
  repo: ApiKeyRepo,
  chosen: { key: ApiKeySummary },
): Promise<ProviderCredentials> {
  const { provider, baseUrl } = chosen.key;
  const stored = await repo.getActive(provider);
  if (!stored) throw new AppError('invalid_input', NO_KEY_MESSAGE);
  const apiKey = await openStoredKey(user, repo, stored);
  if (providerDescriptor(provider).needsBaseUrl) await assertUsableBaseUrl(baseUrl ?? '');
  return { provider, apiKey, baseUrl };
}
