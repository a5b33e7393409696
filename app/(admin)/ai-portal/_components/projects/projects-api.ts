import type {
  CreateProjectRequest,
  ProjectAnswer,
  ProjectFilesAnswer,
  ProjectListAnswer,
  UpdateProjectRequest,
} from '@/app/api/portal/projects/schema';
import type { SessionProjectRequest } from '@/app/api/portal/sessions/[id]/project/schema';
import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';

const projectPath = (id: string) => `/api/portal/projects/${encodeURIComponent(id)}`;
const json = (method: string, body?: unknown) => ({ method, cache: 'no-store' as const, json: body });

/** A refusal as it is, or the answer's one part. */
async function part<T, K extends keyof T>(answer: Promise<ActionResult<T>>, key: K): Promise<ActionResult<T[K]>> {
  const result = await answer;
  return result.ok ? { ok: true, data: result.data[key] } : result;
}

export const listProjects = () =>
  part(callRoute<ProjectListAnswer>('/api/portal/projects', { cache: 'no-store' }, ''), 'projects');

export const createProject = (body: CreateProjectRequest) =>
  part(callRoute<ProjectAnswer>('/api/portal/projects', json('POST', body), ''), 'project');

export const updateProject = (id: string, body: UpdateProjectRequest) =>
  part(callRoute<ProjectAnswer>(projectPath(id), json('PATCH', body), ''), 'project');

/** Deletes the project; its chats go too only with `chats: 'delete'`. */
export const deleteProject = (id: string, chats: 'keep' | 'delete') =>
  callRoute(`${projectPath(id)}${chats === 'delete' ? '?chats=delete' : ''}`, { method: 'DELETE' }, '');

export async function uploadProjectFiles(id: string, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const answer = callRoute<ProjectFilesAnswer>(
    `${projectPath(id)}/files`,
    { method: 'POST', body: form },
    'The files could not be uploaded.',
  );
  return part(answer, 'files');
}

export const deleteProjectFile = (id: string, fileId: string) =>
  callRoute(`${projectPath(id)}/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' }, '');

/** Puts the chat into the project, or (null) out of any. */
export const moveToProject = (sessionId: string, projectId: string | null) =>
  callRoute(
    `/api/portal/sessions/${encodeURIComponent(sessionId)}/project`,
    json('PUT', { projectId } satisfies SessionProjectRequest),
    '',
  );
