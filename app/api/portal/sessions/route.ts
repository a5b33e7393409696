import { callerFor } from '@/lib/auth/caller';
import { getData } from '@/lib/data';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { createSessionBody } from '../schemas';

export const GET = userRoute(async ({ user }) => {
  const sessions = await (await getData()).forCaller(callerFor(user)).chats.listSessions();
  return Response.json({ sessions });
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, createSessionBody, 4096);
  const session = await (await getData()).forCaller(callerFor(user)).chats.createSession(body);
  return Response.json({ session }, { status: 201 });
});
