import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { keepRequestSchema } from '../schema';
import type { KeepAnswer } from './schema';

/**
 * Keep this one: the Compare reply continues the conversation (it is sent as context from now
 * on); the other replies of its turn stay as alternates, never sent.
 */
export const POST = userRoute(async ({ request, user }) => {
  const { sessionId, messageId } = await readJson(request, keepRequestSchema, 4 * 1024);
  const group = await (await reposFor(user)).chats.keepCompareReply(sessionId, messageId);
  return Response.json({ group, kept: messageId } satisfies KeepAnswer);
});
