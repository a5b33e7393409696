import type { KeyModels } from '@/lib/ai/saved-key-models';

/** GET and POST: the models the key's provider listed (null: never listed) and when. */
export type KeyModelsAnswer = KeyModels;
