import { modelListingPause } from '@/lib/ai/saved-key-models';
import { saveApiKey } from '@/lib/ai/api-key-save';
import { reposFor } from '@/lib/auth/repos';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { saveKeyBody, type KeyListAnswer, type SavedKeyAnswer } from './schema';

export const GET = userRoute(async ({ user }) => {
  const keys = await (await reposFor(user)).apiKeys.list();
  // A key without a list may have been refused by the listing cap: Model Settings says so.
  const modelListing = keys.some((key) => !key.models) ? await modelListingPause(user) : null;
  return Response.json({ keys, modelListing } satisfies KeyListAnswer);
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, saveKeyBody, 4096);
  return Response.json({ key: await saveApiKey(user, body) } satisfies SavedKeyAnswer, { status: 201 });
});
