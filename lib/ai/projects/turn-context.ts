import 'server-only';
import type { DocumentChunk, DocumentSource, ProjectFile, Repos } from '@/lib/data/port';
import { estimateTokens, replyReserve } from '../context-window';
import type { MemoryEmbedder } from '../memory-embedder';
import { MAX_EXCERPTS, searchChunks, storeChunks } from '../attachments/chunks/search';
import { sourceOf } from '../attachments/chunks/fit';
import { describeSource } from '../attachments/chunks/sources-line';
import { fileAsText } from '../attachments/turn-parts';

/**
 * The share of the model's window (less the reply's reserve) a project's passages may fill: a
 * quarter, so the chat's own files, its conversation and the question keep the rest.
 */
export const PROJECT_SHARE = 0.25;

export type ProjectTurnContext = {
  /** The project's instructions; '' for none. */
  instructions: string;
  /** The passages of its files that answer the question, as one system message; null when none did. */
  passages: string | null;
  /** Which parts of which files those were, for the reply's "Sources:" line. */
  sources: DocumentSource[];
};

/**
 * What a chat in a project adds to a turn; null for a chat in none. Its files are searched as a
 * chat's long attachments are (chunked once, embedded once per embedder, with the turn's memory
 * embedder so the same privacy rules hold), and only passages that match are sent.
 */
export async function projectTurnContext(
  repos: Repos,
  input: { projectId: string | null; question: string; embedder: MemoryEmbedder; contextTokens: number },
): Promise<ProjectTurnContext | null> {
  // The project's id comes with the turn's one read of the session: a chat in none costs no query.
  const project = input.projectId ? await repos.projects.get(input.projectId) : null;
  if (!project) return null;
  const files = (await repos.attachments.listForProject(project.id)).filter((file) => file.kind !== 'image');
  const chunks = files.length ? await matchingChunks(repos, files, input) : [];
  const room = Math.floor((input.contextTokens - replyReserve(input.contextTokens)) * PROJECT_SHARE);
  const byId = new Map(files.map((file) => [file.id, file]));
  const chosen: DocumentChunk[] = [];
  let used = 0;
  for (const chunk of chunks.slice(0, MAX_EXCERPTS)) {
    const size = estimateTokens(chunk.content);
    if (used + size > room) continue;
    used += size;
    chosen.push(chunk);
  }
  const sources = files
    .map((file) => sourceOf(file.name, inOrder(chosen, file.id)))
    .filter((source) => source.pages?.length || source.lines?.length);
  const excerpts = files.flatMap((file) =>
    inOrder(chosen, file.id).map((chunk) =>
      fileAsText({
        name: describeSource(sourceOf(byId.get(chunk.attachmentId)!.name, [chunk])),
        kind: 'text',
        text: chunk.content,
      }),
    ),
  );
  return {
    instructions: project.instructions,
    passages: excerpts.length
      ? `Passages from the files of the project "${project.name}":\n${excerpts.join('\n')}`
      : null,
    sources,
  };
}

const inOrder = (chunks: DocumentChunk[], fileId: string) =>
  chunks.filter((chunk) => chunk.attachmentId === fileId).sort((a, b) => a.position - b.position);

/** The files' chunks that answer the question; a file not chunked yet is split and stored first. */
async function matchingChunks(
  repos: Repos,
  files: ProjectFile[],
  input: { question: string; embedder: MemoryEmbedder },
): Promise<DocumentChunk[]> {
  const ids = files.map((file) => file.id);
  const stored = new Set(await repos.documents.chunked(ids));
  for (const id of ids.filter((id) => !stored.has(id))) {
    const content = await repos.attachments.read(id);
    if (content?.text?.trim()) await storeChunks(repos, content);
  }
  return searchChunks(repos, ids, input.question, input.embedder);
}
