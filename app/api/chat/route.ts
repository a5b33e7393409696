import { CHAT_CONTENT_TYPE } from '@/lib/ai/chat-events';
import { startChat } from '@/lib/ai/chat';
import { takeChatTurn } from '@/lib/ai/chat-turn/rate-limit';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { chatRequestSchema } from './schema';

/** One chat turn, streamed as NDJSON events (see lib/ai/chat-events.ts). */
export const POST = userRoute(async ({ request, user }) => {
  const input = await readJson(request, chatRequestSchema, 64 * 1024);
  await takeChatTurn(user, request.headers);
  const stream = await startChat(user, input);
  return new Response(stream, {
    headers: { 'content-type': CHAT_CONTENT_TYPE, 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
});
