import { reposFor } from '@/lib/auth/repos';
import { keepingSpend } from '@/lib/ai/usage/keep-spend';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { createSessionBody } from '../schemas';
import type { SessionAnswer, SessionListAnswer } from './schema';

/** A temporary chat left behind (a crashed tab never said it was left) goes once idle this long. */
const TEMPORARY_IDLE_MS = 60 * 60 * 1000;

export const GET = userRoute(async ({ user }) => {
  const { chats, usage } = await reposFor(user);
  const idleBefore = new Date(Date.now() - TEMPORARY_IDLE_MS).toISOString();
  // Only when one is there to go: the spend is read twice around the sweep (./keep-spend).
  if (await chats.hasTemporary(idleBefore)) await keepingSpend(usage, () => chats.sweepTemporary(idleBefore));
  const sessions = await chats.listSessions();
  return Response.json({ sessions } satisfies SessionListAnswer);
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, createSessionBody, 4096);
  const session = await (await reposFor(user)).chats.createSession(body);
  return Response.json({ session } satisfies SessionAnswer, { status: 201 });
});
