import { CHAT_CONTENT_TYPE } from '@/lib/ai/chat-events';
import { startChat } from '@/lib/ai/chat';
import { getData } from '@/lib/data';
import { clientAddress } from '@/lib/http/client-address';
import { rateLimitAddress } from '@/lib/http/rate-limit-address';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { bucketName, takeAttempt, type Limit } from '@/lib/rate-limit';
import { CHAT_LIMITS } from './limits';
import { chatRequestSchema } from './schema';

/** One chat turn, streamed as NDJSON events (see lib/ai/chat-events.ts). */
export const POST = userRoute(async ({ request, user }) => {
  const input = await readJson(request, chatRequestSchema, 64 * 1024);
  const limits = (await getData()).rateLimits;
  const buckets: [string, Limit][] = [
    [bucketName('chat-user', user.id), CHAT_LIMITS.user],
    [bucketName('chat-address', rateLimitAddress(clientAddress(request.headers))), CHAT_LIMITS.address],
  ];
  await takeAttempt(limits, buckets, (wait) => `Too many messages. Try again in ${wait}.`);
  const stream = await startChat(user, input);
  return new Response(stream, {
    headers: { 'content-type': CHAT_CONTENT_TYPE, 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
});
