import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { ApiKeySummary, RateLimitStore } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { openStoredKey } from './api-key-open';
import type { ModelListingPause } from './model-listing-pause';
import { providerDescriptor, type ListedModel } from './model-catalogue';
import { listModels } from './models-endpoint';
import type { ProviderCredentials } from './providers';

/** Each listing is a request the server makes for the user (to an endpoint they may choose): capped. */
export const LIST_MODELS_LIMIT: Limit = { max: 20, windowSeconds: 600 };
const listBucket = (user: AuthUser) => bucketName('list-models', user.id);

/** A save without the check lists too, when the cap allows; any failure just leaves the key without a list. */
export async function quietlyListModels(
  store: RateLimitStore,
  user: AuthUser,
  credentials: ProviderCredentials,
): Promise<ListedModel[] | null> {
  const wait = await store.take([{ bucket: listBucket(user), ...LIST_MODELS_LIMIT }]);
  if (wait > 0) return null;
  return listModels(credentials).catch(() => null);
}

/**
 * How long the listing cap still refuses, for a key with no list (Model Settings says why); null
 * when it allows a listing now. Only looks: counts nothing.
 */
export async function modelListingPause(user: AuthUser): Promise<ModelListingPause | null> {
  const { max, windowSeconds } = LIST_MODELS_LIMIT;
  const waitSeconds = await (await getData()).rateLimits.check(listBucket(user), max, windowSeconds);
  return waitSeconds > 0 ? { waitSeconds, max, windowSeconds } : null;
}

export type KeyModels = { models: ListedModel[] | null; fetchedAt: string | null };

const keyModelsOf = (key: ApiKeySummary): KeyModels => ({ models: key.models, fetchedAt: key.modelsFetchedAt });

/** The user's own key `id`; anyone else's, or a malformed id, is simply not found. */
async function ownKey(user: AuthUser, id: string) {
  const repo = (await reposFor(user)).apiKeys;
  const key = (await repo.list()).find((candidate) => candidate.id === id);
  if (!key) throw new AppError('not_found', 'API key not found.');
  return { repo, key };
}

export async function cachedKeyModels(user: AuthUser, id: string): Promise<KeyModels> {
  return keyModelsOf((await ownKey(user, id)).key);
}

/**
 * Lists the key's models again and stores them. A failure (key refused, provider down, an answer
 * that is no list) throws with a message and keeps the stored list as it was.
 */
export async function refreshKeyModels(user: AuthUser, id: string): Promise<KeyModels> {
  const { repo, key } = await ownKey(user, id);
  const stored = await repo.getActive(key.provider);
  if (!stored) throw new AppError('not_found', 'API key not found.');
  await takeAttempt(
    (await getData()).rateLimits,
    [[listBucket(user), LIST_MODELS_LIMIT]],
    (wait) => `Too many model list refreshes. Try again in ${wait}.`,
  );
  const apiKey = await openStoredKey(user, repo, stored);
  const models = await listModels({ provider: stored.provider, apiKey, baseUrl: stored.baseUrl });
  const { shortLabel } = providerDescriptor(stored.provider);
  if (!models)
    throw new AppError('unavailable', `${shortLabel} did not answer with a list of models. The saved list is kept.`);
  return keyModelsOf(await repo.setModels({ id, models, savedAt: key.createdAt }));
}
