import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { AppError } from '@/lib/errors';
import { readJson } from '@/lib/http/request';
import { toolChoicesBody, type ToolChoicesAnswer } from './schema';

/** The tools on in one of the user's chats: its own, or its project's until it chooses. */
export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  const repos = await reposFor(user);
  const none = { tools: [], fromProject: null } satisfies ToolChoicesAnswer;
  if (!(await repos.chats.getSession(params.id))) return Response.json(none);
  const [tools, project] = await Promise.all([
    repos.mcpServers.choices(params.id),
    repos.mcpServers
      .followsProject(params.id)
      .then((follows) => (follows ? repos.projects.ofSession(params.id) : null)),
  ]);
  return Response.json({ tools, fromProject: project?.name ?? null } satisfies ToolChoicesAnswer);
});

/** Turns tools on and off for one of the user's chats (someone else's chat is not found). */
export const PUT = userRoute<{ id: string }>(async ({ request, user, params }) => {
  const { tools } = await readJson(request, toolChoicesBody, 16 * 1024);
  const repos = await reposFor(user);
  const session = await repos.chats.getSession(params.id);
  if (!session) throw new AppError('not_found', 'Chat session not found.');
  const chosen = await repos.mcpServers.setChoices(params.id, tools);
  return Response.json({ tools: chosen, fromProject: null } satisfies ToolChoicesAnswer);
});
