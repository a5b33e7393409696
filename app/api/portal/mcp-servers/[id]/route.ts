import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';

/** Removes one of the user's servers (its tools go off in every chat with it). */
export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  await (await reposFor(user)).mcpServers.remove(params.id);
  return new Response(null, { status: 204 });
});
