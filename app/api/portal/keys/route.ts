import { saveApiKey } from '@/lib/ai/keys';
import { reposFor } from '@/lib/auth/repos';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { saveKeyBody } from '../schemas';

export const GET = userRoute(async ({ user }) => {
  const keys = await (await reposFor(user)).apiKeys.list();
  return Response.json({ keys });
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, saveKeyBody, 4096);
  return Response.json({ key: await saveApiKey(user, body) }, { status: 201 });
});
