import 'server-only';
import type { AttachmentContent, DocumentChunk, DocumentSource, Repos } from '@/lib/data/port';
import { estimateTokens, replyReserve } from '../../context-window';
import type { MemoryEmbedder } from '../../memory-embedder';
import { fileAsText } from '../turn-parts';
import { MAX_EXCERPTS, relevantChunks } from './search';
import { describeSource } from './sources-line';

/**
 * The share of the model's window (less the reply's reserve) a turn's files may fill. Half:
 * the other half stays for the question, the session's instructions, memories and the
 * conversation so far, which a file filling the window would push out whole.
 */
export const FILE_SHARE = 0.5;

export type FittedFiles = {
  /** What the provider gets: files that fit, whole; each long one as its chosen excerpts. */
  sent: AttachmentContent[];
  /** The parts of the long files sent, for the reply's "Sources:" line. */
  sources: DocumentSource[];
};

/**
 * Null when the turn's files fit their share of the window (sent whole, as always). Otherwise
 * the long files (each over a quarter of that share) go as the chunks that best answer the
 * question, as many as fit beside the files that stay whole, each named with its file and its
 * pages or lines; when nothing in them matches, their opening chunks. A long PDF is sent as
 * these excerpts even to a model that reads PDFs itself.
 */
export async function fitLongDocuments(
  repos: Repos,
  input: { files: AttachmentContent[]; question: string; embedder: MemoryEmbedder; contextTokens: number },
): Promise<FittedFiles | null> {
  const share = Math.floor((input.contextTokens - replyReserve(input.contextTokens)) * FILE_SHARE);
  // A long file's text is hundreds of kilobytes: estimated once, not per use.
  const texts = input.files.filter((file) => file.kind !== 'image');
  const costs = new Map(texts.map((file) => [file, estimateTokens(fileAsText(file))]));
  const cost = (file: AttachmentContent) => costs.get(file) ?? estimateTokens(fileAsText(file));
  if ([...costs.values()].reduce((sum, tokens) => sum + tokens, 0) <= share) return null;
  const long = texts.filter((file) => cost(file) > share / 4);
  if (!long.length) return null;
  const whole = texts.filter((file) => !long.includes(file));
  const room = Math.max(share - whole.reduce((sum, file) => sum + cost(file), 0), share / 4);

  const ranked = await relevantChunks(repos, long, input.question, input.embedder);
  const byId = new Map(long.map((file) => [file.id, file]));
  const excerpt = (chunk: DocumentChunk): AttachmentContent => {
    const file = byId.get(chunk.attachmentId)!;
    return { ...file, kind: 'text', name: describeSource(sourceOf(file.name, [chunk])), text: chunk.content };
  };
  const chosen: DocumentChunk[] = [];
  let used = 0;
  const candidates = ranked.length ? ranked : await openingChunks(repos, long);
  for (const chunk of candidates) {
    if (chosen.length === MAX_EXCERPTS) break;
    const size = cost(excerpt(chunk));
    if (used + size > room) continue;
    used += size;
    chosen.push(chunk);
  }
  // In reading order: each long file where it was, its excerpts in the order they come in it.
  const inOrder = (file: AttachmentContent) =>
    chosen.filter((chunk) => chunk.attachmentId === file.id).sort((a, b) => a.position - b.position);
  const sent = input.files.flatMap((file) => (byId.has(file.id) ? inOrder(file).map(excerpt) : [file]));
  const sources = long
    .map((file) => sourceOf(file.name, inOrder(file)))
    .filter((source) => source.pages?.length || source.lines?.length);
  return { sent, sources };
}

/**
 * Without a match, the files' beginnings: each file's first chunks in order, no more than could
 * be sent (a file of thousands of chunks is not read whole for eight of them).
 */
async function openingChunks(repos: Repos, files: AttachmentContent[]): Promise<DocumentChunk[]> {
  const lists = await Promise.all(files.map((file) => repos.documents.list(file.id, MAX_EXCERPTS)));
  return lists.flat();
}

/** The pages, or the merged line ranges, of a file's chunks. */
export function sourceOf(name: string, chunks: DocumentChunk[]): DocumentSource {
  const pages: number[] = [];
  const lines: { from: number; to: number }[] = [];
  for (const chunk of chunks) {
    if ('pageFrom' in chunk) for (let page = chunk.pageFrom; page <= chunk.pageTo; page++) pages.push(page);
    else lines.push({ from: chunk.lineFrom, to: chunk.lineTo });
  }
  lines.sort((a, b) => a.from - b.from);
  const merged = lines.reduce<{ from: number; to: number }[]>((runs, range) => {
    const last = runs.at(-1);
    if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to);
    else runs.push({ ...range });
    return runs;
  }, []);
  return pages.length
    ? { name, pages: [...new Set(pages)].sort((a, b) => a - b) }
    : merged.length
      ? { name, lines: merged }
      : { name };
}
