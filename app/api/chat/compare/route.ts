import { CHAT_CONTENT_TYPE } from '@/lib/ai/chat-events';
import { takeChatTurn } from '@/lib/ai/chat-turn/rate-limit';
import { startCompare } from '@/lib/ai/compare/start-compare';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { compareRequestSchema } from './schema';

/** One message answered by 2 or 3 models side by side, streamed as NDJSON (lib/ai/compare/compare-events). */
export const POST = userRoute(async ({ request, user }) => {
  const input = await readJson(request, compareRequestSchema, 64 * 1024);
  // Each reply is a provider call, so each counts against the chat rate limit as a message would.
  for (let stream = 0; stream < input.targets.length; stream++) await takeChatTurn(user, request.headers);
  const stream = await startCompare(user, input);
  return new Response(stream, {
    headers: { 'content-type': CHAT_CONTENT_TYPE, 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
});
