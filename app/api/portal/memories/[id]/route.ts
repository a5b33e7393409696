import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { memoryBody } from '../../schemas';
import type { MemoryAnswer } from './schema';

/** New text for one of the user's memories (anyone else's is not found). */
export const PATCH = userRoute<{ id: string }>(async ({ request, user, params }) => {
  const { content } = await readJson(request, memoryBody, 4096);
  const memory = await (await reposFor(user)).memories.update({ id: params.id, content });
  return Response.json({ memory } satisfies MemoryAnswer);
});

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  await (await reposFor(user)).memories.delete(params.id);
  return new Response(null, { status: 204 });
});
