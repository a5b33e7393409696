import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { AppError } from '@/lib/errors';
import { readJson } from '@/lib/http/request';
import { projectToolsBody, type ProjectToolsAnswer } from './schema';

type Params = { id: string };

/** The tools a project turns on for its chats (another user's project is not found). */
export const GET = userRoute<Params>(async ({ user, params }) => {
  const repos = await reposFor(user);
  if (!(await repos.projects.get(params.id))) throw new AppError('not_found', 'Project not found.');
  return Response.json({ tools: await repos.mcpServers.projectChoices(params.id) } satisfies ProjectToolsAnswer);
});

/** Replaces the project's tools; its chats that chose their own keep theirs. */
export const PUT = userRoute<Params>(async ({ request, user, params }) => {
  const { tools } = await readJson(request, projectToolsBody, 16 * 1024);
  const repos = await reposFor(user);
  return Response.json({
    tools: await repos.mcpServers.setProjectChoices(params.id, tools),
  } satisfies ProjectToolsAnswer);
});
