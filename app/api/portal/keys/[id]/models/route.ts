import { cachedKeyModels, refreshKeyModels } from '@/lib/ai/saved-key-models';
import { userRoute } from '@/lib/auth/user-route';
import type { KeyModelsAnswer } from './schema';

/** The models the key's provider listed when last asked ({ models: null } when never). */
export const GET = userRoute<{ id: string }>(async ({ user, params }) =>
  Response.json((await cachedKeyModels(user, params.id)) satisfies KeyModelsAnswer),
);

/** Asks the provider again; on failure the stored list stays as it was. */
export const POST = userRoute<{ id: string }>(async ({ user, params }) =>
  Response.json((await refreshKeyModels(user, params.id)) satisfies KeyModelsAnswer),
);
