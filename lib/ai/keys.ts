import 'server-only';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { encryptApiKey, keyHint } from '@/lib/crypto/key-encryption';
import { getData } from '@/lib/data';
import type { ApiKeySummary } from '@/lib/data/port';
import type { Provider } from './models';
import { verifyKey } from './providers';

export type SaveKeyInput = { provider: Provider; apiKey: string; baseUrl: string | null; verify: boolean };

/** Encrypts and stores a provider key (replacing the user's previous key for that provider). */
export async function saveApiKey(user: AuthUser, input: SaveKeyInput): Promise<ApiKeySummary> {
  const apiKey = input.apiKey.trim();
  const baseUrl = input.provider === 'openai-compatible' ? input.baseUrl : null;
  if (input.verify) await verifyKey({ provider: input.provider, apiKey, baseUrl });
  const repos = (await getData()).forCaller(callerFor(user));
  return repos.apiKeys.upsert({
    provider: input.provider,
    ciphertext: encryptApiKey(apiKey, user.id, getEncryptionSecret()),
    keyHint: keyHint(apiKey),
    baseUrl,
  });
}
