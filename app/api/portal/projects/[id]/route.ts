import { reposFor } from '@/lib/auth/repos';
import { keepingSpend } from '@/lib/ai/usage/keep-spend';
import { userRoute } from '@/lib/auth/user-route';
import { AppError } from '@/lib/errors';
import { readJson } from '@/lib/http/request';
import { updateProjectBody } from '../bodies';
import type { ProjectAnswer, ProjectPageAnswer } from './schema';

type Params = { id: string };
const projectNotFound = () => new AppError('not_found', 'Project not found.');

/** The project's page: it, its chats and its files (another user's project is not found). */
export const GET = userRoute<Params>(async ({ user, params }) => {
  const repos = await reposFor(user);
  const project = await repos.projects.get(params.id);
  if (!project) throw projectNotFound();
  const [chats, files] = await Promise.all([
    repos.projects.chats(project.id),
    repos.attachments.listForProject(project.id),
  ]);
  return Response.json({ project, chats, files } satisfies ProjectPageAnswer);
});

export const PATCH = userRoute<Params>(async ({ request, user, params }) => {
  const body = await readJson(request, updateProjectBody, 64 * 1024);
  const project = await (await reposFor(user)).projects.update(params.id, body);
  return Response.json({ project } satisfies ProjectAnswer);
});

/** `?chats=delete` deletes its chats too; without it they stay, outside any project. */
export const DELETE = userRoute<Params>(async ({ request, user, params }) => {
  const deleteChats = new URL(request.url).searchParams.get('chats') === 'delete';
  const repos = await reposFor(user);
  const remove = () => repos.projects.delete(params.id, { deleteChats });
  // Deleted chats' spend stays in the month's budget, as when one chat is deleted.
  await (deleteChats ? keepingSpend(repos.usage, remove) : remove());
  // Its files' rows (and its chats' attachments) went with it; their stored bytes go now.
  await repos.attachments.sweep();
  return new Response(null, { status: 204 });
});
