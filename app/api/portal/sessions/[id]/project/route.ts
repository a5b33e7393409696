import { sessionProjectBody } from '@/app/api/portal/projects/bodies';
import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';

type Params = { id: string };

/** Moves the chat into a project (`projectId`) or out of any (null); both must be the caller's. */
export const PUT = userRoute<Params>(async ({ request, user, params }) => {
  const { projectId } = await readJson(request, sessionProjectBody, 1024);
  await (await reposFor(user)).projects.moveSession(params.id, projectId);
  return new Response(null, { status: 204 });
});
