import 'server-only';
import type { AttachmentContent, ChunkPlace, NewDocumentChunk } from '@/lib/data/port';

// About 700 tokens by the context estimate (3 bytes a token): a passage that answers a question
// with enough around it, and small enough that several from different places fit a turn.
export const CHUNK_CHARS = 2000;
// Text repeated at the start of the next chunk, so a sentence cut by a boundary is whole in one.
export const OVERLAP_CHARS = 200;

/**
 * A long file in chunks, in order, each with where it is: a PDF by its pages (short pages
 * together, a long page in pieces of CHUNK_CHARS), a text file by its lines. Neighbouring
 * pieces overlap by OVERLAP_CHARS (by whole lines in a text file).
 */
export function splitDocument(file: Pick<AttachmentContent, 'kind' | 'text'>): NewDocumentChunk[] {
  const text = file.text ?? '';
  // A file's last newline ends its last line (as editors count them); it does not start one more.
  const chunks =
    file.kind === 'pdf' ? splitPages(pagesOf(text)) : splitLines(text.replace(/\r?\n$/, '').split(/\r?\n/));
  return chunks.map((chunk, position) => ({ ...chunk, position }));
}

type Piece = { content: string } & ChunkPlace;

/** ../prepare-pdf stores a PDF's text as `[page N]` and that page's text, pages apart by a blank line. */
function pagesOf(text: string): { page: number; text: string }[] {
  const parts = text.split(/^\[page (\d+)\]$/m);
  const pages: { page: number; text: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) pages.push({ page: Number(parts[i]), text: parts[i + 1]!.trim() });
  return pages.length ? pages : [{ page: 1, text: text.trim() }];
}

function splitPages(pages: { page: number; text: string }[]): Piece[] {
  const pieces: Piece[] = [];
  let open: { pageFrom: number; pageTo: number; content: string } | null = null;
  for (const { page, text } of pages) {
    if (!text) continue;
    if (open && open.content.length + text.length + 2 <= CHUNK_CHARS) {
      open.content += `\n\n${text}`;
      open.pageTo = page;
      continue;
    }
    if (open) pieces.push(open);
    open = null;
    if (text.length <= CHUNK_CHARS) open = { pageFrom: page, pageTo: page, content: text };
    else for (const content of bySize(text)) pieces.push({ pageFrom: page, pageTo: page, content });
  }
  if (open) pieces.push(open);
  return pieces;
}

function splitLines(lines: string[]): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  while (start < lines.length) {
    // A line longer than a chunk is a chunk (or several) of its own.
    if (lines[start]!.length > CHUNK_CHARS) {
      for (const content of bySize(lines[start]!)) pieces.push({ lineFrom: start + 1, lineTo: start + 1, content });
      start += 1;
      continue;
    }
    let end = start;
    let size = lines[start]!.length;
    while (end + 1 < lines.length && size + 1 + lines[end + 1]!.length <= CHUNK_CHARS) size += 1 + lines[++end]!.length;
    const content = lines.slice(start, end + 1).join('\n');
    if (content.trim()) pieces.push({ lineFrom: start + 1, lineTo: end + 1, content });
    if (end + 1 >= lines.length) break;
    // The next chunk starts with the last lines of this one, up to OVERLAP_CHARS (never at its start).
    let next = end + 1;
    let overlap = 0;
    while (next - 1 > start && overlap + lines[next - 1]!.length + 1 <= OVERLAP_CHARS)
      overlap += lines[--next]!.length + 1;
    start = next;
  }
  return pieces;
}

/** Pieces of at most CHUNK_CHARS, cut at a space where one is near, each OVERLAP_CHARS into the last. */
export function bySize(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_CHARS, text.length);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + CHUNK_CHARS / 2) end = space;
    }
    const piece = text.slice(start, end).trim();
    if (piece) pieces.push(piece);
    if (end >= text.length) break;
    start = end - OVERLAP_CHARS;
  }
  return pieces;
}
