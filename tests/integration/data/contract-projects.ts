import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewAttachment } from '@/lib/data/port';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const model = { model: 'gpt-4o-mini', provider: 'openai' } as const;
const file = (name: string, text: string): Omit<NewAttachment, 'sessionId'> => {
  const bytes = new TextEncoder().encode(text);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { name, kind: 'text', mediaType: 'text/plain', bytes, sha256, text };
};

/** Projects (issue #42 point 1, migration 20261230000900) on every backend: owner only. */
export function projectsContract(context: () => Context) {
  describe('projects', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller);

    it('groups chats, keeps instructions and files, and is listed with its chats', async () => {
      const { alice } = context();
      const project = await as(alice).projects.create({ name: 'Harbour', instructions: 'Answer as a harbour master.' });
      expect(project).toMatchObject({ name: 'Harbour', instructions: 'Answer as a harbour master.' });
      const inside = await as(alice).chats.createSession(model);
      const outside = await as(alice).chats.createSession(model);
      await as(alice).projects.moveSession(inside.id, project.id);

      expect(await as(alice).projects.ofSession(inside.id)).toEqual(project);
      expect(await as(alice).projects.ofSession(outside.id)).toBeNull();
      const listed = (await as(alice).projects.list()).find((p) => p.id === project.id);
      expect(listed).toMatchObject({ name: 'Harbour', sessionIds: [inside.id] });
      expect((await as(alice).projects.chats(project.id)).map((chat) => chat.id)).toEqual([inside.id]);

      const notes = await as(alice).attachments.addToProject(project.id, file('tides.txt', 'High tide 06:12'));
      expect(notes).toMatchObject({ projectId: project.id, name: 'tides.txt', kind: 'text', byteSize: 15 });
      expect((await as(alice).attachments.listForProject(project.id)).map((f) => f.name)).toEqual(['tides.txt']);
      expect((await as(alice).attachments.read(notes.id))?.text).toBe('High tide 06:12');
      // Not a chat's attachment: never sent with a message, never dropped as unsent.
      await as(alice).attachments.dropUnsent(0);
      expect(await as(alice).attachments.listForProject(project.id)).toHaveLength(1);

      const renamed = await as(alice).projects.update(project.id, { name: 'Port' });
      expect(renamed).toMatchObject({ name: 'Port', instructions: 'Answer as a harbour master.' });

      await as(alice).projects.moveSession(inside.id, null);
      expect(await as(alice).projects.ofSession(inside.id)).toBeNull();
    });

    it('deletes a project keeping its chats, or with them when asked; its files go either way', async () => {
      const { alice } = context();
      const kept = await as(alice).projects.create({ name: 'Keep chats', instructions: '' });
      const keptChat = await as(alice).chats.createSession(model);
      await as(alice).projects.moveSession(keptChat.id, kept.id);
      const keptFile = await as(alice).attachments.addToProject(kept.id, file('a.txt', 'alpha'));
      await as(alice).projects.delete(kept.id, { deleteChats: false });
      expect(await as(alice).projects.get(kept.id)).toBeNull();
      expect(await as(alice).chats.getSession(keptChat.id)).not.toBeNull();
      expect(await as(alice).projects.ofSession(keptChat.id)).toBeNull();
      expect(await as(alice).attachments.read(keptFile.id)).toBeNull();

      const gone = await as(alice).projects.create({ name: 'Delete chats', instructions: '' });
      const goneChat = await as(alice).chats.createSession(model);
      await as(alice).projects.moveSession(goneChat.id, gone.id);
      await as(alice).projects.delete(gone.id, { deleteChats: true });
      expect(await as(alice).chats.getSession(goneChat.id)).toBeNull();
    });

    it('keeps another user out: no reading, moving into, adding files to or deleting a project', async () => {
      const { alice, bob } = context();
      const project = await as(alice).projects.create({ name: 'Private', instructions: 'Secret' });
      const aliceFile = await as(alice).attachments.addToProject(project.id, file('secret.txt', 'the code is 4711'));
      const bobChat = await as(bob).chats.createSession(model);
      const aliceChat = await as(alice).chats.createSession(model);

      expect(await as(bob).projects.get(project.id)).toBeNull();
      expect((await as(bob).projects.list()).map((p) => p.id)).not.toContain(project.id);
      expect(await as(bob).projects.chats(project.id)).toEqual([]);
      expect(await as(bob).attachments.listForProject(project.id)).toEqual([]);
      expect(await as(bob).attachments.read(aliceFile.id)).toBeNull();
      await rejectsWith(as(bob).projects.moveSession(bobChat.id, project.id), 'not_found');
      await rejectsWith(as(bob).projects.moveSession(aliceChat.id, null), 'not_found');
      await rejectsWith(as(bob).attachments.addToProject(project.id, file('x.txt', 'x')), 'not_found');
      await rejectsWith(as(bob).attachments.deleteFromProject(project.id, aliceFile.id), 'not_found');
      await rejectsWith(as(bob).projects.update(project.id, { instructions: 'Mine' }), 'not_found');
      await rejectsWith(as(bob).projects.delete(project.id, { deleteChats: true }), 'not_found');

      expect(await as(alice).projects.get(project.id)).toMatchObject({ name: 'Private', instructions: 'Secret' });
      expect(await as(alice).attachments.listForProject(project.id)).toHaveLength(1);
      expect(await as(bob).projects.ofSession(bobChat.id)).toBeNull();
    });
  });
}
