import { callerFor } from '@/lib/auth/caller';
import { getData } from '@/lib/data';
import { userRoute } from '@/lib/http/route';

/** The user's memories, and which search recalls them (semantic needs an OpenAI key). */
export const GET = userRoute(async ({ user }) => {
  const repos = (await getData()).forCaller(callerFor(user));
  const [memories, openaiKey] = await Promise.all([repos.memories.list(), repos.apiKeys.getActive('openai')]);
  return Response.json({ memories, search: openaiKey ? 'embeddings' : 'full-text' });
});

export const DELETE = userRoute(async ({ user }) => {
  await (await getData()).forCaller(callerFor(user)).memories.deleteAll();
  return new Response(null, { status: 204 });
});
