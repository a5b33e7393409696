import { reposFor } from '@/lib/auth/repos';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { updateSettingsBody } from '../schemas';
import type { SettingsAnswer } from './schema';

export const GET = userRoute(async ({ user }) => {
  const settings = await (await reposFor(user)).settings.get();
  return Response.json({ settings } satisfies SettingsAnswer);
});

export const PATCH = userRoute(async ({ request, user }) => {
  const body = await readJson(request, updateSettingsBody, 1024);
  const settings = await (await reposFor(user)).settings.update(body);
  return Response.json({ settings } satisfies SettingsAnswer);
});
