import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';

type Params = { id: string; fileId: string };

/** Removes one of the project's files; its chunks and vectors go with it, its bytes in the sweep. */
export const DELETE = userRoute<Params>(async ({ user, params }) => {
  const repos = await reposFor(user);
  await repos.attachments.deleteFromProject(params.id, params.fileId);
  await repos.attachments.sweep();
  return new Response(null, { status: 204 });
});
