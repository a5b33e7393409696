import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { chunkColumns, notTheirs, toChunk, toChunkRow, toMatch, type ChunkRow } from '../document-chunk-rows';
import { isUuid } from '../ids';
import type { Caller, DocumentChunkRepo } from '../port';
import { requireUserId } from './client';
import { many, run } from './result';

/** pgvector's text form: PostgREST hands it to the vector type's parser, which checks the dimension. */
const toVectorLiteral = (embedding: number[]) => `[${embedding.join(',')}]`;

/** Chunks of long attachments through PostgREST; the search runs in the database's functions. */
export function supabaseDocumentChunkRepo(db: SupabaseClient, caller: Caller): DocumentChunkRepo {
  const uuids = (ids: string[]) => ids.filter(isUuid);
  return {
    list: async (attachmentId, limit) => {
      requireUserId(caller);
      if (!isUuid(attachmentId)) return [];
      const query = db.from('document_chunks').select(chunkColumns).eq('attachment_id', attachmentId).order('position');
      const rows = await many<ChunkRow>(limit === undefined ? query : query.limit(limit));
      return rows.map(toChunk);
    },

    chunked: async (attachmentIds) => {
      requireUserId(caller);
      const ids = uuids(attachmentIds);
      if (!ids.length) return [];
      const rows = await many<{ attachment_id: string }>(
        db.from('document_chunks').select('attachment_id').in('attachment_id', ids).eq('position', 0),
      );
      return rows.map((row) => row.attachment_id);
    },

    add: async (attachmentId, chunks) => {
      requireUserId(caller);
      if (!isUuid(attachmentId)) throw new AppError('not_found', 'Attachment not found.');
      const rows = chunks.map((chunk) => ({ attachment_id: attachmentId, ...toChunkRow(chunk) }));
      await run(
        db.from('document_chunks').upsert(rows, { onConflict: 'attachment_id,position', ignoreDuplicates: true }),
      ).catch((error: unknown) => {
        throw notTheirs(error, 'Attachment');
      });
    },

    toEmbed: async ({ attachmentIds, model }) => {
      requireUserId(caller);
      const args = { attachment_ids: uuids(attachmentIds), embedding_model: model };
      return (await many<{ id: string; content: string }>(db.rpc('document_chunks_to_embed', args))).map(
        ({ id, content }) => ({ id, content }),
      );
    },

    addEmbeddings: async ({ model, vectors }) => {
      const userId = requireUserId(caller);
      if (!vectors.length) return;
      const rows = vectors.map(({ chunkId, embedding }) => ({
        chunk_id: chunkId,
        user_id: userId,
        model,
        embedding: toVectorLiteral(embedding),
      }));
      await run(
        db
          .from('document_chunk_embeddings')
          .upsert(rows, { onConflict: 'user_id,model,chunk_id', ignoreDuplicates: true }),
      );
    },

    search: async ({ attachmentIds, model, embedding, count }) => {
      requireUserId(caller);
      const args = {
        query_embedding: toVectorLiteral(embedding),
        attachment_ids: uuids(attachmentIds),
        embedding_model: model,
        match_count: count,
      };
      return (await many<ChunkRow>(db.rpc('search_document_chunks', args))).map(toMatch);
    },

    searchText: async ({ attachmentIds, query, count }) => {
      requireUserId(caller);
      const args = { query_text: query, attachment_ids: uuids(attachmentIds), match_count: count };
      return (await many<ChunkRow>(db.rpc('search_document_chunks_text', args))).map(toMatch);
    },

    setSources: async (messageId, sources) => {
      requireUserId(caller);
      // Row-level security limits this to messages in the caller's own sessions.
      const rows = isUuid(messageId)
        ? await many<{ id: string }>(db.from('chat_messages').update({ sources }).eq('id', messageId).select('id'))
        : [];
      if (!rows.length) throw new AppError('not_found', 'Chat message not found.');
    },
  };
}
