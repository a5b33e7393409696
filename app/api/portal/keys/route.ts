import { saveApiKey } from '@/lib/ai/keys';
import { callerFor } from '@/lib/auth/caller';
import { getData } from '@/lib/data';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { saveKeyBody } from '../schemas';

export const GET = userRoute(async ({ user }) => {
  const keys = await (await getData()).forCaller(callerFor(user)).apiKeys.list();
  return Response.json({ keys });
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, saveKeyBody, 4096);
  return Response.json({ key: await saveApiKey(user, body) }, { status: 201 });
});
