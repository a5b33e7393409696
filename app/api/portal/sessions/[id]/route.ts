import { withLiveness } from '@/lib/ai/reply-liveness';
import { reposFor } from '@/lib/auth/repos';
import { getEnv } from '@/lib/env';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { updateSessionBody } from '../../schemas';
import type { SessionAnswer, SessionHistoryAnswer } from './schema';

type Params = { id: string };
const chatsOf = async (user: Parameters<typeof reposFor>[0]) => (await reposFor(user)).chats;

export const GET = userRoute<Params>(async ({ user, params }) => {
  const chats = await chatsOf(user);
  // One read; refuses an unknown (or someone else's) session with not_found.
  const { session, messages } = await chats.sessionWithHistory(params.id);
  return Response.json(
    withLiveness(session, messages, getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000) satisfies SessionHistoryAnswer,
  );
});

export const PATCH = userRoute<Params>(async ({ request, user, params }) => {
  const body = await readJson(request, updateSessionBody, 4096);
  return Response.json({ session: await (await chatsOf(user)).updateSession(params.id, body) } satisfies SessionAnswer);
});

export const DELETE = userRoute<Params>(async ({ user, params }) => {
  const repos = await reposFor(user);
  await repos.chats.deleteSession(params.id);
  // Its attachments' rows went with it (on delete cascade); their stored files go now.
  await repos.attachments.sweep();
  return new Response(null, { status: 204 });
});
