import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  await (await reposFor(user)).memories.delete(params.id);
  return new Response(null, { status: 204 });
});
