import type { ModelListingPause } from '@/lib/ai/model-listing-pause';
import type { ApiKeySummary } from '@/lib/data/port';

export { saveKeyBody } from '../schemas';

/** GET: the caller's saved keys (never the secrets) and, when a key has no model list, why. */
export type KeyListAnswer = { keys: ApiKeySummary[]; modelListing: ModelListingPause | null };
