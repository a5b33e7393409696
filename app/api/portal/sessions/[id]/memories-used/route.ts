import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import type { MemoriesUsedAnswer } from './schema';

type Params = { id: string };

/** Which memories each reply of a session was given, as they read now (row-level security: own sessions only). */
export const GET = userRoute<Params>(async ({ user, params }) => {
  const repos = await reposFor(user);
  const [used, memories] = await Promise.all([repos.memories.usedIn(params.id), repos.memories.list()]);
  const textOf = new Map(memories.map((memory) => [memory.id, memory.content]));
  return Response.json({
    replies: used.map(({ messageId, memoryIds }) => ({
      messageId,
      memories: memoryIds.map((id) => ({ id, content: textOf.get(id) ?? null })),
    })),
  } satisfies MemoriesUsedAnswer);
});
