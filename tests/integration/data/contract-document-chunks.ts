import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewDocumentChunk } from '@/lib/data/port';
import { nudge, vectorFor } from '../../support/vectors';
import { rejectsWith } from './contract-assert';
import type { ContractBackend, ContractUser } from './contract-types';

type Context = { backend: ContractBackend; alice: ContractUser; bob: ContractUser };

const OPENAI = 'openai:text-embedding-3-small';
const LOCAL = 'openai-compatible:http://localhost:11434/v1#nomic-embed-text';
const PAGES: NewDocumentChunk[] = [
  { position: 0, pageFrom: 1, pageTo: 1, content: 'Introduction to the harbour survey.' },
  { position: 1, pageFrom: 2, pageTo: 3, content: 'Mooring fees rose by four percent in March.' },
  { position: 2, pageFrom: 3, pageTo: 3, content: 'Dredging of the northern channel is planned.' },
];

/** Chunks of long attached files (migration 20261207000100) on every backend: owner only, vectors per model. */
export function documentChunksContract(context: () => Context) {
  describe('document chunks', () => {
    const as = (user: ContractUser) => context().backend.port.forCaller(user.caller);
    async function attachedFile(user: ContractUser, name = 'survey.pdf') {
      const session = await as(user).chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
      const bytes = new TextEncoder().encode(name);
      const file = await as(user).attachments.add({
        sessionId: session.id,
        name,
        kind: 'text',
        mediaType: 'text/plain',
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        text: name,
      });
      return { session, file };
    }

    it('are stored once per attachment, in order, with their pages or lines', async () => {
      const { alice } = context();
      const { file } = await attachedFile(alice);
      expect(await as(alice).documents.list(file.id)).toEqual([]);
      expect(await as(alice).documents.chunked([file.id])).toEqual([]);
      await as(alice).documents.add(file.id, PAGES);
      expect(await as(alice).documents.chunked([file.id, 'not-a-uuid'])).toEqual([file.id]);
      expect(await as(context().bob).documents.chunked([file.id])).toEqual([]);
      // A second turn that split the same file meanwhile changes nothing.
      await as(alice).documents.add(file.id, [{ position: 0, lineFrom: 1, lineTo: 9, content: 'other' }]);
      const chunks = await as(alice).documents.list(file.id);
      expect(chunks.map(({ position, content, ...rest }) => [position, content, 'pageFrom' in rest])).toEqual(
        PAGES.map((chunk) => [chunk.position, chunk.content, true]),
      );
      expect(chunks[1]).toMatchObject({ attachmentId: file.id, pageFrom: 2, pageTo: 3 });
      const opening = await as(alice).documents.list(file.id, 2);
      expect(opening.map((chunk) => chunk.position)).toEqual([0, 1]);
      const { file: notes } = await attachedFile(alice, 'notes.txt');
      await as(alice).documents.add(notes.id, [{ position: 0, lineFrom: 10, lineTo: 42, content: 'tide tables' }]);
      expect(await as(alice).documents.list(notes.id)).toMatchObject([{ lineFrom: 10, lineTo: 42 }]);
    });

    it('are embedded once per model and searched among that model’s vectors only', async () => {
      const { alice } = context();
      const { file } = await attachedFile(alice);
      await as(alice).documents.add(file.id, PAGES);
      const docs = as(alice).documents;
      const pending = await docs.toEmbed({ attachmentIds: [file.id], model: OPENAI });
      expect(pending.map((chunk) => chunk.content)).toEqual(PAGES.map((chunk) => chunk.content));
      const vectors = pending.map((chunk, i) => ({ chunkId: chunk.id, embedding: vectorFor(500 + i) }));
      await docs.addEmbeddings({ model: OPENAI, vectors: vectors.slice(0, 2) });
      expect((await docs.toEmbed({ attachmentIds: [file.id], model: OPENAI })).map((c) => c.id)).toEqual([
        pending[2]!.id,
      ]);
      // Again, with one already there: it keeps its vector.
      await docs.addEmbeddings({ model: OPENAI, vectors });
      expect(await docs.toEmbed({ attachmentIds: [file.id], model: OPENAI })).toEqual([]);
      expect(await docs.toEmbed({ attachmentIds: [file.id], model: LOCAL })).toHaveLength(3);

      const found = await docs.search({
        attachmentIds: [file.id],
        model: OPENAI,
        embedding: nudge(vectorFor(501), 0.05),
        count: 2,
      });
      expect(found.map((chunk) => chunk.position)).toEqual([1, expect.any(Number)]);
      expect(found[0]!.similarity).toBeGreaterThan(0.9);
      expect(
        await docs.search({ attachmentIds: [file.id], model: LOCAL, embedding: vectorFor(501), count: 5 }),
      ).toEqual([]);
      // A query of another size meets none of the stored vectors.
      expect(
        await docs.search({ attachmentIds: [file.id], model: OPENAI, embedding: vectorFor(501, 768), count: 5 }),
      ).toEqual([]);
    });

    it('are found by any of the words of a question', async () => {
      const { alice } = context();
      const { file } = await attachedFile(alice);
      await as(alice).documents.add(file.id, PAGES);
      const found = await as(alice).documents.searchText({
        attachmentIds: [file.id],
        query: 'How much did the mooring fees rise?',
        count: 5,
      });
      expect(found.map((chunk) => chunk.position)).toEqual([1]);
      expect(await as(alice).documents.searchText({ attachmentIds: [file.id], query: 'the of', count: 5 })).toEqual([]);
    });

    it('are not read, searched, added to or embedded by anyone else (row-level security)', async () => {
      const { alice, bob } = context();
      const { file } = await attachedFile(alice);
      await as(alice).documents.add(file.id, PAGES);
      const [first] = await as(alice).documents.toEmbed({ attachmentIds: [file.id], model: OPENAI });
      await as(alice).documents.addEmbeddings({
        model: OPENAI,
        vectors: [{ chunkId: first!.id, embedding: vectorFor(9) }],
      });
      const bobs = as(bob).documents;
      expect(await bobs.list(file.id)).toEqual([]);
      expect(await bobs.toEmbed({ attachmentIds: [file.id], model: OPENAI })).toEqual([]);
      expect(await bobs.searchText({ attachmentIds: [file.id], query: 'mooring', count: 5 })).toEqual([]);
      expect(await bobs.search({ attachmentIds: [file.id], model: OPENAI, embedding: vectorFor(9), count: 5 })).toEqual(
        [],
      );
      await rejectsWith(bobs.add(file.id, [{ position: 9, pageFrom: 1, pageTo: 1, content: 'planted' }]), 'not_found');
      await expect(
        bobs.addEmbeddings({ model: LOCAL, vectors: [{ chunkId: first!.id, embedding: vectorFor(9) }] }),
      ).rejects.toThrow();
      expect(await as(alice).documents.toEmbed({ attachmentIds: [file.id], model: LOCAL })).toHaveLength(3);
      expect(await as(alice).documents.list(file.id)).toHaveLength(3);
    });

    it('go with their session; a reply keeps the sources it was given, for its owner only', async () => {
      const { alice, bob } = context();
      const { session, file } = await attachedFile(alice);
      await as(alice).documents.add(file.id, PAGES);
      const reply = await as(alice).chats.addMessage({
        sessionId: session.id,
        role: 'assistant',
        content: 'Four percent.',
      });
      const sources = [{ name: 'survey.pdf', pages: [2, 3] }];
      await rejectsWith(as(bob).documents.setSources(reply.id, sources), 'not_found');
      await as(alice).documents.setSources(reply.id, sources);
      const { messages } = await as(alice).chats.sessionWithHistory(session.id);
      expect(messages.map((message) => message.sources)).toEqual([sources]);
      // The export reads the messages on their own: the sources come with them there too.
      expect((await as(alice).chats.listMessages(session.id)).map((message) => message.sources)).toEqual([sources]);
      await as(alice).chats.deleteSession(session.id);
      expect(await as(alice).documents.list(file.id)).toEqual([]);
    });
  });
}
