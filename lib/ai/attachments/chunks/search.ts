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
// Vectors stored per request: a long file has hundreds of chunks of 1,536 numbers each.
const VECTORS_PER_WRITE = 100;

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
  for (const file of files) await repos.documents.add(file.id, splitDocument(file));
  const attachmentIds = files.map((file) => file.id);
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
  if (pending.length) {
    const vectors = await embedder.embedMany(pending.map((chunk) => chunk.content));
    if (!vectors) return null;
    for (let at = 0; at < pending.length; at += VECTORS_PER_WRITE) {
      const batch = pending.slice(at, at + VECTORS_PER_WRITE);
      await repos.documents.addEmbeddings({
        model,
        vectors: batch.map((chunk, i) => ({ chunkId: chunk.id, embedding: vectors[at + i]! })),
      });
    }
  }
  const embedding = await embedder.embed(question);
  if (!embedding) return null;
  const found = await repos.documents.search({ attachmentIds, model, embedding, count: MAX_EXCERPTS });
  const best = found[0]?.similarity ?? 0;
  return best > 0 ? found.filter((match) => match.similarity >= best * RELATIVE_CUT) : [];
}
