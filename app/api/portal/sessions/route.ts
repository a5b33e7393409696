import { reposFor } from '@/lib/auth/repos';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { createSessionBody } from '../schemas';
import type { SessionAnswer, SessionListAnswer } from './schema';

export const GET = userRoute(async ({ user }) => {
  const sessions = await (await reposFor(user)).chats.listSessions();
  return Response.json({ sessions } satisfies SessionListAnswer);
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, createSessionBody, 4096);
  const session = await (await reposFor(user)).chats.createSession(body);
  return Response.json({ session } satisfies SessionAnswer, { status: 201 });
});
