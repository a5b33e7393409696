import 'server-only';
import { AppError } from '@/lib/errors';
import type { ChunkPlace, DocumentChunk, DocumentChunkMatch, NewDocumentChunk } from './port';

/** A chunk row as both adapters read it (the table's and the search functions' column names). */
export type ChunkRow = {
  id: string;
  attachment_id: string;
  position: number;
  page_from: number | null;
  page_to: number | null;
  line_from: number | null;
  line_to: number | null;
  content: string;
  similarity?: number;
};

export const chunkColumns = 'id,attachment_id,position,page_from,page_to,line_from,line_to,content';

const placeOf = (row: ChunkRow): ChunkPlace =>
  row.page_from !== null
    ? { pageFrom: row.page_from, pageTo: row.page_to ?? row.page_from }
    : { lineFrom: row.line_from ?? 1, lineTo: row.line_to ?? row.line_from ?? 1 };

export const toChunk = (row: ChunkRow): DocumentChunk => ({
  id: row.id,
  attachmentId: row.attachment_id,
  position: row.position,
  content: row.content,
  ...placeOf(row),
});

export const toMatch = (row: ChunkRow): DocumentChunkMatch => ({ ...toChunk(row), similarity: row.similarity ?? 0 });

/** A new chunk as a row of the table (without its attachment and owner). */
export const toChunkRow = (chunk: NewDocumentChunk) => ({
  position: chunk.position,
  content: chunk.content,
  page_from: 'pageFrom' in chunk ? chunk.pageFrom : null,
  page_to: 'pageTo' in chunk ? chunk.pageTo : null,
  line_from: 'lineFrom' in chunk ? chunk.lineFrom : null,
  line_to: 'lineTo' in chunk ? chunk.lineTo : null,
});

/** Someone else's attachment (or message) fails the policy: to the caller it is simply not there. */
export function notTheirs(error: unknown, what: string): unknown {
  const code = error instanceof AppError ? error.code : null;
  return code === 'forbidden' || code === 'conflict' ? new AppError('not_found', `${what} not found.`) : error;
}
