import { CHAT_CONTENT_TYPE } from '@/lib/ai/chat-events';
import { startChat } from '@/lib/ai/chat';
import { getData } from '@/lib/data';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/http/route';
import { assertAllowed, bucketName, countAttempt, type Limit } from '@/lib/rate-limit';
import { chatRequestSchema } from './schema';

const CHAT_LIMIT: Limit = { max: 30, windowSeconds: 60 };

/** One chat turn, streamed as NDJSON events (see lib/ai/chat-events.ts). */
export const POST = userRoute(async ({ request, user }) => {
  const input = await readJson(request, chatRequestSchema, 64 * 1024);
  const limits = (await getData()).rateLimits;
  const bucket: [string, Limit][] = [[bucketName('chat-user', user.id), CHAT_LIMIT]];
  await assertAllowed(limits, bucket, (wait) => `Too many messages. Try again in ${wait}.`);
  await countAttempt(limits, bucket);
  const stream = await startChat(user, input, request.signal);
  return new Response(stream, { headers: { 'content-type': CHAT_CONTENT_TYPE, 'cache-control': 'no-store', 'x-accel-buffering': 'no' } });
});
