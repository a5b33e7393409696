import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { chunkColumns, notTheirs, toChunk, toChunkRow, toMatch, type ChunkRow } from '../../document-chunk-rows';
import { isUuid } from '../../ids';
import type { Caller, DocumentChunkRepo } from '../../port';
import { toVectorLiteral } from './memory-repo';
import { callerRunner, requireUserId, type Tx } from './with-caller';

const matchColumns = `${chunkColumns},similarity`;

/** Chunks of long attachments in PGlite, under the same policies as on Supabase. */
export function embeddedDocumentChunkRepo(db: PGlite, caller: Caller, shared?: Tx): DocumentChunkRepo {
  const guarded = callerRunner(db, caller, shared);
  const run = <T>(work: (tx: Tx) => Promise<T>) => {
    requireUserId(caller);
    return guarded(work);
  };
  const uuids = (ids: string[]) => ids.filter(isUuid);

  return {
    list: (attachmentId, limit) =>
      run(async (tx) => {
        if (!isUuid(attachmentId)) return [];
        const result = await tx.query<ChunkRow>(
          `select ${chunkColumns} from document_chunks where attachment_id = $1 order by position limit $2`,
          [attachmentId, limit ?? null],
        );
        return result.rows.map(toChunk);
      }),

    chunked: (attachmentIds) =>
      run(async (tx) => {
        const result = await tx.query<{ id: string }>(
          'select attachment_id as id from document_chunks where attachment_id = any($1::uuid[]) and position = 0',
          [uuids(attachmentIds)],
        );
        return result.rows.map((row) => row.id);
      }),

    add: (attachmentId, chunks) =>
      run(async (tx) => {
        if (!isUuid(attachmentId)) throw new AppError('not_found', 'Attachment not found.');
        // One statement for all of them: a long file has hundreds.
        await tx.query(
          `insert into document_chunks (attachment_id, position, content, page_from, page_to, line_from, line_to)
           select $1, x.position, x.content, x.page_from, x.page_to, x.line_from, x.line_to
           from jsonb_to_recordset($2::jsonb) as x(position int, content text, page_from int, page_to int,
             line_from int, line_to int)
           on conflict (attachment_id, position) do nothing`,
          [attachmentId, JSON.stringify(chunks.map(toChunkRow))],
        );
      }).catch((error: unknown) => {
        throw notTheirs(error, 'Attachment');
      }),

    toEmbed: ({ attachmentIds, model }) =>
      run(
        async (tx) =>
          (
            await tx.query<{ id: string; content: string }>(
              'select id, content from document_chunks_to_embed($1::uuid[], $2)',
              [uuids(attachmentIds), model],
            )
          ).rows,
      ),

    addEmbeddings: ({ model, vectors }) =>
      run(async (tx) => {
        if (!vectors.length) return;
        const rows = vectors.map(({ chunkId, embedding }) => ({
          chunk_id: chunkId,
          embedding: toVectorLiteral(embedding),
        }));
        await tx.query(
          `insert into document_chunk_embeddings (chunk_id, user_id, model, embedding)
           select x.chunk_id, $2, $3, x.embedding::extensions.vector
           from jsonb_to_recordset($1::jsonb) as x(chunk_id uuid, embedding text)
           on conflict do nothing`,
          [JSON.stringify(rows), requireUserId(caller), model],
        );
      }),

    search: ({ attachmentIds, model, embedding, count }) =>
      run(async (tx) => {
        const result = await tx.query<ChunkRow>(
          `select ${matchColumns} from search_document_chunks($1, $2::uuid[], $3, $4)`,
          [toVectorLiteral(embedding), uuids(attachmentIds), model, count],
        );
        return result.rows.map(toMatch);
      }),

    searchText: ({ attachmentIds, query, count }) =>
      run(async (tx) => {
        const result = await tx.query<ChunkRow>(
          `select ${matchColumns} from search_document_chunks_text($1, $2::uuid[], $3)`,
          [query, uuids(attachmentIds), count],
        );
        return result.rows.map(toMatch);
      }),

    setSources: (messageId, sources) =>
      run(async (tx) => {
        // Row-level security limits this to messages in the caller's own sessions.
        const result = isUuid(messageId)
          ? await tx.query('update chat_messages set sources = $2 where id = $1', [messageId, JSON.stringify(sources)])
          : { affectedRows: 0 };
        if (!result.affectedRows) throw new AppError('not_found', 'Chat message not found.');
      }),
  };
}
