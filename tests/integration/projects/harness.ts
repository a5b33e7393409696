import { POST as createProject } from '@/app/api/portal/projects/route';
import { DELETE as deleteProject, GET as getProject } from '@/app/api/portal/projects/[id]/route';
import { POST as uploadFiles } from '@/app/api/portal/projects/[id]/files/route';
import { PUT as moveSession } from '@/app/api/portal/sessions/[id]/project/route';
import type { ProjectAnswer } from '@/app/api/portal/projects/schema';
import type { ProjectPageAnswer } from '@/app/api/portal/projects/[id]/schema';
import type { ProjectFilesAnswer } from '@/app/api/portal/projects/[id]/files/schema';
import { jsonRequest } from '../ai/chat-harness';

const withId = (id: string) => ({ params: Promise.resolve({ id }) });

/** Creates a project through its route; its id. */
export async function newProject(cookie: string, body: { name: string; instructions?: string }): Promise<string> {
  const response = await createProject(jsonRequest('/api/portal/projects', { cookie, body }));
  if (response.status !== 201) throw new Error(`creating a project answered ${response.status}`);
  return ((await response.json()) as ProjectAnswer).project.id;
}

/** Uploads text files to the project as the portal's FormData does. */
export async function addProjectFiles(
  cookie: string,
  projectId: string,
  files: { name: string; text: string | Uint8Array }[],
) {
  const form = new FormData();
  for (const file of files) {
    const bytes = typeof file.text === 'string' ? new TextEncoder().encode(file.text) : new Uint8Array(file.text);
    form.append('file', new File([bytes], file.name));
  }
  const response = await uploadFiles(
    new Request(`http://localhost/api/portal/projects/${projectId}/files`, {
      method: 'POST',
      headers: { cookie, host: 'localhost' },
      body: form,
    }),
    withId(projectId),
  );
  const body = (await response.json()) as Partial<ProjectFilesAnswer> & { message?: string };
  return { status: response.status, files: body.files ?? [], message: body.message };
}

export async function putInProject(cookie: string, sessionId: string, projectId: string | null) {
  const response = await moveSession(
    jsonRequest(`/api/portal/sessions/${sessionId}/project`, { method: 'PUT', cookie, body: { projectId } }),
    withId(sessionId),
  );
  return response.status;
}

export async function readProject(cookie: string, projectId: string) {
  const response = await getProject(
    jsonRequest(`/api/portal/projects/${projectId}`, { method: 'GET', cookie }),
    withId(projectId),
  );
  return { status: response.status, body: (await response.json()) as ProjectPageAnswer & { message?: string } };
}

export async function removeProject(cookie: string, projectId: string, chats: 'keep' | 'delete') {
  const query = chats === 'delete' ? '?chats=delete' : '';
  const response = await deleteProject(
    jsonRequest(`/api/portal/projects/${projectId}${query}`, { method: 'DELETE', cookie }),
    withId(projectId),
  );
  return response.status;
}
