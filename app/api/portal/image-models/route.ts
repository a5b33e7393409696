import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { setImageModelBody, type ImageModelsAnswer } from './schema';

/** The models of the user's OpenAI-compatible endpoint they marked "accepts images". */
export const GET = userRoute(async ({ user }) => {
  const models = await (await reposFor(user)).imageModels.list();
  return Response.json({ models } satisfies ImageModelsAnswer, { headers: { 'Cache-Control': 'no-store' } });
});

export const PUT = userRoute(async ({ request, user }) => {
  const body = await readJson(request, setImageModelBody, 1024);
  const repos = await reposFor(user);
  await repos.imageModels.set(body);
  return Response.json({ models: await repos.imageModels.list() } satisfies ImageModelsAnswer);
});
