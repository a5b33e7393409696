import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { encryptApiKey, keyHint } from '@/lib/crypto/key-encryption';
import { getData } from '@/lib/data';
import type { ApiKeySummary } from '@/lib/data/port';
import { assertUsableBaseUrl } from '@/lib/net/user-endpoint';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { quietlyListModels } from './saved-key-models';
import { providerDescriptor, type ListedModel, type Provider } from './model-catalogue';
import { listModels } from './models-endpoint';

export type SaveKeyInput = { provider: Provider; apiKey: string; baseUrl: string | null; verify: boolean };

/** Each verification is a request the server makes for the user: a cap keeps it from being a scanner. */
export const VERIFY_LIMIT: Limit = { max: 10, windowSeconds: 600 };

/**
 * Encrypts and stores a provider key (replacing the user's previous key for that provider) with
 * the models the provider lists for it: with `verify`, that one request is the check too; without,
 * the listing is best effort, and a key it fails for is saved all the same (no list: the catalogue).
 */
export async function saveApiKey(user: AuthUser, input: SaveKeyInput): Promise<ApiKeySummary> {
  const apiKey = input.apiKey.trim();
  const baseUrl = providerDescriptor(input.provider).needsBaseUrl ? input.baseUrl : null;
  const data = await getData();
  // Refused even unverified: it is checked again at every use, but a bad address should not be kept.
  if (baseUrl) await assertUsableBaseUrl(baseUrl);
  if (input.verify) {
    await takeAttempt(
      data.rateLimits,
      [[bucketName('verify-key', user.id), VERIFY_LIMIT]],
      (wait) => `Too many key checks. Try again in ${wait}, or save the key without checking it.`,
    );
  }
  const credentials = { provider: input.provider, apiKey, baseUrl };
  const models: ListedModel[] | null = input.verify
    ? await listModels(credentials)
    : await quietlyListModels(data.rateLimits, user, credentials);
  return (await reposFor(user)).apiKeys.upsert({
    provider: input.provider,
    ciphertext: encryptApiKey(apiKey, { userId: user.id, provider: input.provider, baseUrl }, getEncryptionSecret()),
    keyHint: keyHint(apiKey),
    baseUrl,
    models,
  });
}
