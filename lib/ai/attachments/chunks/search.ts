import 'server-only';
import type { AttachmentContent, DocumentChunk, Repos } from '@/lib/data/port';
import type { MemoryEmbedder } from '../../memory-embedder';
import { splitDocument } from './split';

/** The most chunks one turn sends: the passages that answer, not the whole file again. */
export const MAX_EXCERPTS = 8;
// Vectors of OpenAI's text-embedding-3-small; other embedders are named by their memory model key.
export const OPENAI_CHUNK_MODEL = 'openai:text-embedding-3-small';
// A vector match well below the best one is about something else: real embedders score
// unrelated text well above zero, so a fixed threshold would suit one model only.
const RELATIVE_CUT = 0.5;
// Chunks embedded per request (about 700 tokens each: well under OpenAI's 300,000 a request),
// and their vectors stored at once, so the work done is kept even when a later batch fails.
const EMBED_BATCH = 200;
// Chunks stored per request: a 20 MB file has 10,000 (a request body of its own size).
const CHUNKS_PER_WRITE = 500;
// At most this many chunks are embedded while one turn waits (about 2 MB of text); a bigger
// file is searched by keywords until later turns have embedded the rest.
const MAX_EMBEDDED_PER_TURN = 1000;

/**
 * The chunks of the long `files` that best answer `question`, best first. Each file is split
 * and stored once (a later turn, or a Regenerate, finds its chunks), and embedded once per
 * embedding model. Meaning first, with the turn's memory embedder (so the same privacy rule:
 * an Anthropic or local conversation gets OpenAI vectors only with the user's consent); by
 * keywords without one, or when it fails. May be [] when nothing in the files matches.
 */
export async function relevantChunks(
  repos: Repos,
  files: AttachmentContent[],
  question: string,
  embedder: MemoryEmbedder,
): Promise<DocumentChunk[]> {
  const stored = new Set(await repos.documents.chunked(files.map((file) => file.id)));
  for (const file of files.filter((file) => !stored.has(file.id))) await storeChunks(repos, file);
  return searchChunks(
    repos,
    files.map((file) => file.id),
    question,
    embedder,
  );
}

/** The stored chunks of the attachments `attachmentIds` that best answer `question` (see relevantChunks). */
export async function searchChunks(
  repos: Repos,
  attachmentIds: string[],
  question: string,
  embedder: MemoryEmbedder,
): Promise<DocumentChunk[]> {
  const byMeaning = await searchByMeaning(repos, attachmentIds, question, embedder);
  return byMeaning ?? repos.documents.searchText({ attachmentIds, query: question, count: MAX_EXCERPTS });
}

/** null: no embedder for this turn, or it failed (then keywords answer). */
async function searchByMeaning(
  repos: Repos,
  attachmentIds: string[],
  question: string,
  embedder: MemoryEmbedder,
): Promise<DocumentChunk[] | null> {
  if (!embedder.embedMany) return null;
  const model = embedder.modelKey ?? OPENAI_CHUNK_MODEL;
  const pending = await repos.documents.toEmbed({ attachmentIds, model });
  for (let at = 0; at < pending.length; at += EMBED_BATCH) {
    if (at >= MAX_EMBEDDED_PER_TURN) return null;
    const batch = pending.slice(at, at + EMBED_BATCH);
    const vectors = await embedder.embedMany(batch.map((chunk) => chunk.content));
    if (!vectors) return null;
    await repos.documents.addEmbeddings({
      model,
      vectors: batch.map((chunk, i) => ({ chunkId: chunk.id, embedding: vectors[i]! })),
    });
  }
  const embedding = await embedder.embed(question);
  if (!embedding) return null;
  const found = await repos.documents.search({ attachmentIds, model, embedding, count: MAX_EXCERPTS });
  const best = found[0]?.similarity ?? 0;
  return best > 0 ? found.filter((match) => match.similarity >= best * RELATIVE_CUT) : [];
}

/**
 * A file's chunks in requests of CHUNKS_PER_WRITE, the first chunk last: a file whose first
 * chunk is stored (`chunked`) has all of them, even if an earlier turn stopped half way.
 */
export async function storeChunks(repos: Repos, file: AttachmentContent): Promise<void> {
  const chunks = splitDocument(file);
  for (let end = chunks.length; end > 0; end -= CHUNKS_PER_WRITE)
    await repos.documents.add(file.id, chunks.slice(Math.max(0, end - CHUNKS_PER_WRITE), end));
}
