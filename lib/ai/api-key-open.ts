import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { decryptApiKey, encryptApiKey } from '@/lib/crypto/key-encryption';
import type { ApiKeyRepo, StoredApiKey } from '@/lib/data/port';
import { assertUsableBaseUrl } from '@/lib/net/user-endpoint';
import { providerDescriptor, type Provider } from './model-catalogue';

/**
 * The plaintext of a stored key, read with the provider and base URL of its row as associated
 * data: a row pointed at another provider or URL after saving is unreadable (KEY_UNREADABLE).
 * A key still in an older format is stored again in the current one.
 */
export async function openStoredKey(user: AuthUser, repo: ApiKeyRepo, stored: StoredApiKey): Promise<string> {
  const secret = getEncryptionSecret();
  const binding = { userId: user.id, provider: stored.provider, baseUrl: stored.baseUrl };
  const { plaintext, outdated } = decryptApiKey(stored.ciphertext, binding, secret);
  if (outdated) {
    const to = encryptApiKey(plaintext, binding, secret);
    // The key still works in the old format; failing to upgrade it must not fail the chat.
    await repo.rewrite({ provider: stored.provider, from: stored.ciphertext, to }).catch(() => {
      console.warn(
        `Re-encrypting a stored ${stored.provider} key in the current format failed; it is tried again next time.`,
      );
    });
  }
  return plaintext;
}

/**
 * The key for a chat turn and the user's OpenAI key for memory search (null when there is
 * none or it cannot be read). A user-chosen base URL is checked here, before anything is
 * sent, and again on every connection (lib/net/user-endpoint).
 */
export async function openChatKeys(
  user: AuthUser,
  repo: ApiKeyRepo,
  turn: { provider: Provider; stored: StoredApiKey; openaiStored: StoredApiKey | null },
): Promise<{ apiKey: string; openaiKey: string | null }> {
  const apiKey = await openStoredKey(user, repo, turn.stored);
  if (providerDescriptor(turn.provider).needsBaseUrl) await assertUsableBaseUrl(turn.stored.baseUrl ?? '');
  if (turn.provider === 'openai') return { apiKey, openaiKey: apiKey };
  const openaiKey = turn.openaiStored ? await openStoredKey(user, repo, turn.openaiStored).catch(() => null) : null;
  return { apiKey, openaiKey };
}
