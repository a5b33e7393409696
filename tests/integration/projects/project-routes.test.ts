import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listProjects } from '@/app/api/portal/projects/route';
import { DELETE as deleteFile } from '@/app/api/portal/projects/[id]/files/[fileId]/route';
import type { ProjectListAnswer } from '@/app/api/portal/projects/schema';
import { GET as getSession } from '@/app/api/portal/sessions/[id]/route';
import { jsonRequest, newChatSession, startHarness, type Harness } from '../ai/chat-harness';
import { png, scannedPdf } from '../attachments/fixtures';
import { addProjectFiles, newProject, putInProject, readProject, removeProject } from './harness';

// Issue #42 point 1: the project routes. A project's page lists its chats and files; another
// user's project is not found for reading, moving into, adding files, or deleting; deleting a
// project keeps its chats unless asked to delete them too.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-project-routes-'));

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('project-alice@example.com')).cookie;
  bob = (await h.signIn('project-bob@example.com')).cookie;
});
afterAll(() => h.fake.close());

const sessionStatus = async (cookie: string, id: string) =>
  (
    await getSession(jsonRequest(`/api/portal/sessions/${id}`, { method: 'GET', cookie }), {
      params: Promise.resolve({ id }),
    })
  ).status;

describe('project routes', () => {
  it("list a project's chats and files on its page and group its chats in the list", async () => {
    const projectId = await newProject(alice, { name: 'Garden', instructions: 'Plants only.' });
    const sessionId = await newChatSession(alice);
    expect(await putInProject(alice, sessionId, projectId)).toBe(204);
    const uploaded = await addProjectFiles(alice, projectId, [{ name: 'roses.md', text: '# Roses\nPrune in March.' }]);
    expect(uploaded.files.map((file) => [file.name, file.kind])).toEqual([['roses.md', 'text']]);

    const page = await readProject(alice, projectId);
    expect(page.status).toBe(200);
    expect(page.body.project).toMatchObject({ name: 'Garden', instructions: 'Plants only.' });
    expect(page.body.chats.map((chat) => chat.id)).toEqual([sessionId]);
    expect(page.body.files.map((file) => file.name)).toEqual(['roses.md']);

    const listed = (await (
      await listProjects(jsonRequest('/api/portal/projects', { method: 'GET', cookie: alice }))
    ).json()) as ProjectListAnswer;
    expect(listed.projects.find((project) => project.id === projectId)?.sessionIds).toEqual([sessionId]);

    const fileId = uploaded.files[0]!.id;
    const removed = await deleteFile(
      jsonRequest(`/api/portal/projects/${projectId}/files/${fileId}`, { method: 'DELETE', cookie: alice }),
      { params: Promise.resolve({ id: projectId, fileId }) },
    );
    expect(removed.status).toBe(204);
    expect((await readProject(alice, projectId)).body.files).toEqual([]);
  });

  it('refuse an image or a scan with the reason, storing none of the files sent with it', async () => {
    const projectId = await newProject(alice, { name: 'Pictures' });
    const image = await addProjectFiles(alice, projectId, [
      { name: 'notes.txt', text: 'fine' },
      { name: 'photo.png', text: await png() },
    ]);
    expect(image.status).toBe(400);
    expect(image.message).toMatch(/^photo\.png is an image\. A project's files are text or PDF/);
    const scan = await addProjectFiles(alice, projectId, [{ name: 'scan.pdf', text: await scannedPdf() }]);
    expect(scan.status).toBe(400);
    expect(scan.message).toMatch(/^scan\.pdf has no text/);
    expect((await readProject(alice, projectId)).body.files).toEqual([]);
  });

  it("answer not found for another user's project, and change nothing", async () => {
    const projectId = await newProject(alice, { name: 'Private', instructions: 'Secret plans.' });
    const aliceChat = await newChatSession(alice);
    await putInProject(alice, aliceChat, projectId);
    const bobChat = await newChatSession(bob);

    const seen = await readProject(bob, projectId);
    expect(seen.status).toBe(404);
    expect(seen.body.message).toBe('Project not found.');
    expect(JSON.stringify(seen.body)).not.toContain('Secret');
    expect(await putInProject(bob, bobChat, projectId)).toBe(404);
    expect(await putInProject(bob, aliceChat, null)).toBe(404);
    expect((await addProjectFiles(bob, projectId, [{ name: 'x.txt', text: 'x' }])).status).toBe(404);
    expect(await removeProject(bob, projectId, 'delete')).toBe(404);

    const page = await readProject(alice, projectId);
    expect(page.body.chats.map((chat) => chat.id)).toEqual([aliceChat]);
    expect(page.body.files).toEqual([]);
  });

  it('delete a project keeping its chats, or with them when asked', async () => {
    const keep = await newProject(alice, { name: 'Keep' });
    const kept = await newChatSession(alice);
    await putInProject(alice, kept, keep);
    expect(await removeProject(alice, keep, 'keep')).toBe(204);
    expect((await readProject(alice, keep)).status).toBe(404);
    expect(await sessionStatus(alice, kept)).toBe(200);

    const drop = await newProject(alice, { name: 'Drop' });
    const dropped = await newChatSession(alice);
    await putInProject(alice, dropped, drop);
    expect(await removeProject(alice, drop, 'delete')).toBe(204);
    expect(await sessionStatus(alice, dropped)).toBe(404);
  });
});
