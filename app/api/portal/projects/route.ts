import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { createProjectBody } from './bodies';
import type { ProjectAnswer, ProjectListAnswer } from './schema';

export const GET = userRoute(async ({ user }) => {
  const projects = await (await reposFor(user)).projects.list();
  return Response.json({ projects } satisfies ProjectListAnswer);
});

export const POST = userRoute(async ({ request, user }) => {
  const body = await readJson(request, createProjectBody, 64 * 1024);
  const project = await (await reposFor(user)).projects.create(body);
  return Response.json({ project } satisfies ProjectAnswer, { status: 201 });
});
