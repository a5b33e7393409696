import type { ModelListingPause } from '@/lib/ai/model-listing-pause';
import type { z } from 'zod';
import type { ApiKeySummary } from '@/lib/data/port';
import type { saveKeyBody } from '../schemas';

export { saveKeyBody } from '../schemas';

export type SaveKeyRequest = z.input<typeof saveKeyBody>;
/** POST: the key saved (its hint, never the secret), with the models its provider listed. */
export type SavedKeyAnswer = { key: ApiKeySummary };

/** GET: the caller's saved keys (never the secrets) and, when a key has no model list, why. */
export type KeyListAnswer = { keys: ApiKeySummary[]; modelListing: ModelListingPause | null };
