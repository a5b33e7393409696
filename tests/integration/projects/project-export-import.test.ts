import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listProjects } from '@/app/api/portal/projects/route';
import type { ProjectListAnswer } from '@/app/api/portal/projects/schema';
import { GET as exportSession } from '@/app/api/portal/sessions/[id]/export/route';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { sendWith } from '../attachments/harness';
import { postImport, readImportEvents } from '../chat-import/import-harness';
import { addProjectFiles, newProject, putInProject, readProject } from './harness';

// Issue #42 point 1: export and import carry the project. A chat exported from a project names
// it (and its files, by name); imported, it goes into the importer's project of that name, made
// with the exported instructions when there is none.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-project-export-'));

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('project-export-alice@example.com')).cookie;
  bob = (await h.signIn('project-export-bob@example.com')).cookie;
  await saveOpenAiKey(alice);
});
afterAll(() => h.fake.close());

const download = async (cookie: string, id: string, format: 'json' | 'md') =>
  (
    await exportSession(jsonRequest(`/api/portal/sessions/${id}/export?format=${format}`, { method: 'GET', cookie }), {
      params: Promise.resolve({ id }),
    })
  ).text();
const projectsOf = async (cookie: string) =>
  (
    (await (
      await listProjects(jsonRequest('/api/portal/projects', { method: 'GET', cookie }))
    ).json()) as ProjectListAnswer
  ).projects;

describe('a chat in a project through export and import', () => {
  it('names the project in the export and comes back into a project of that name', async () => {
    const projectId = await newProject(alice, { name: 'Harbour', instructions: 'Answer as the harbour master.' });
    await addProjectFiles(alice, projectId, [{ name: 'handbook.txt', text: 'Mooring fees rose.' }]);
    const sessionId = await newChatSession(alice);
    await putInProject(alice, sessionId, projectId);
    expect((await sendWith(alice, { sessionId, message: 'Hello harbour', attachmentIds: [] })).status).toBe(200);

    const json = await download(alice, sessionId, 'json');
    expect(JSON.parse(json).project).toEqual({
      name: 'Harbour',
      instructions: 'Answer as the harbour master.',
      files: [{ name: 'handbook.txt', type: 'text/plain', size: 18 }],
    });
    const markdown = await download(alice, sessionId, 'md');
    expect(markdown).toContain('- Project: Harbour');
    expect(markdown).toContain('> Answer as the harbour master.');

    // Another account: a project of that name is made, with the instructions, and holds the chat.
    expect((await readImportEvents(await postImport(bob, json))).at(-1)).toMatchObject({ type: 'done', imported: 1 });
    const bobs = await projectsOf(bob);
    expect(bobs.map((project) => project.name)).toEqual(['Harbour']);
    expect(bobs[0]!.sessionIds).toHaveLength(1);
    expect((await readProject(bob, bobs[0]!.id)).body.project.instructions).toBe('Answer as the harbour master.');

    // The same account: its own project of that name takes the chat; none is made twice.
    expect((await readImportEvents(await postImport(alice, json))).at(-1)).toMatchObject({ type: 'done', imported: 1 });
    const alices = await projectsOf(alice);
    expect(alices.map((project) => project.id)).toEqual([projectId]);
    expect(alices[0]!.sessionIds).toHaveLength(2);
  });
});
