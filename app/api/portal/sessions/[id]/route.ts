import { withLiveness } from '@/lib/ai/reply-liveness';
import { reposFor } from '@/lib/auth/repos';
import { keepingSpend } from '@/lib/ai/usage/keep-spend';
import { getEnv } from '@/lib/env';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { parseOrThrow } from '@/lib/validation';
import { sessionPageQuery, updateSessionBody } from '../../schemas';
import type { SessionAnswer, SessionHistoryAnswer } from './schema';

type Params = { id: string };
const chatsOf = async (user: Parameters<typeof reposFor>[0]) => (await reposFor(user)).chats;

/** Messages a page holds: a screen or two of them, so a chat of any length opens as fast as a short one. */
const PAGE_SIZE = 50;

// One page of the chat, through the (session, created_at, id) index: the latest without a cursor,
// older (`before`), newer (`after`) or around one message (`around`, search's jump to it). The
// whole history stays server-side (the chat turn, export).
export const GET = userRoute<Params>(async ({ request, user, params }) => {
  const search = new URL(request.url).searchParams;
  const cursor = parseOrThrow(sessionPageQuery, {
    before: search.get('before') ?? undefined,
    after: search.get('after') ?? undefined,
    around: search.get('around') ?? undefined,
  });
  // One read; refuses an unknown (or someone else's) session, or a cursor not in it, with not_found.
  const page = await (await chatsOf(user)).sessionPage(params.id, cursor, PAGE_SIZE);
  const settled = withLiveness(page.session, page.messages, getEnv().CHAT_IDLE_TIMEOUT_SECONDS * 1000);
  return Response.json({
    ...settled,
    older: page.older,
    newer: page.newer,
    usageBefore: page.usageBefore,
  } satisfies SessionHistoryAnswer);
});

export const PATCH = userRoute<Params>(async ({ request, user, params }) => {
  const body = await readJson(request, updateSessionBody, 4096);
  return Response.json({ session: await (await chatsOf(user)).updateSession(params.id, body) } satisfies SessionAnswer);
});

export const DELETE = userRoute<Params>(async ({ user, params }) => {
  const repos = await reposFor(user);
  await keepingSpend(repos.usage, () => repos.chats.deleteSession(params.id));
  // Its attachments' rows went with it (on delete cascade); their stored files go now.
  await repos.attachments.sweep();
  return new Response(null, { status: 204 });
});
