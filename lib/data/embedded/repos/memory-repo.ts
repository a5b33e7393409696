import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { Caller, Memory, MemoriesUsed, MemoryMatch, MemoryRepo } from '../../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const columns = `id, content, metadata, importance_score as "importanceScore", ${iso('created_at', 'createdAt')}`;

/** pgvector's text form; the column type does the parsing and the dimension check. */
export const toVectorLiteral = (embedding: number[]) => `[${embedding.join(',')}]`;

/** The spec's rule: importance comes from metadata.importance, default 0.5. */
const importanceFrom = (metadata: Record<string, unknown>) =>
  typeof metadata.importance === 'number' ? metadata.importance : 0.5;

export function embeddedMemoryRepo(db: PGlite, caller: Caller, shared?: Tx): MemoryRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);

  return {
    list: () =>
      run(
        async (tx) =>
          (
            await tx.query<Memory>(`select ${columns} from memories where user_id = $1 order by created_at desc`, [
              userId(),
            ])
          ).rows,
      ),

    add: ({ content, embedding, modelEmbedding, metadata, importanceScore }) =>
      // One transaction: a memory is stored with its vector or not at all.
      run(async (tx) => {
        const result = await tx.query<Memory>(
          `insert into memories (user_id, content, embedding, metadata, importance_score) values ($1, $2, $3, $4, $5) returning ${columns}`,
          [
            userId(),
            content,
            embedding ? toVectorLiteral(embedding) : null,
            JSON.stringify(metadata),
            importanceScore ?? importanceFrom(metadata),
          ],
        );
        const memory = result.rows[0]!;
        if (modelEmbedding)
          await tx.query(
            'insert into memory_embeddings (memory_id, user_id, model, embedding) values ($1, $2, $3, $4)',
            [memory.id, userId(), modelEmbedding.model, toVectorLiteral(modelEmbedding.embedding)],
          );
        return memory;
      }),

    search: ({ embedding, threshold, count }) =>
      run(async (tx) => {
        const result = await tx.query<MemoryMatch>(
          'select id, content, metadata, similarity from search_memories($1, $2, $3, $4)',
          [toVectorLiteral(embedding), userId(), threshold, count],
        );
        return result.rows;
      }),

    searchByModel: ({ model, embedding, threshold, count }) =>
      run(async (tx) => {
        const result = await tx.query<MemoryMatch>(
          'select id, content, metadata, similarity from search_memories_by_model($1, $2, $3, $4, $5)',
          [toVectorLiteral(embedding), userId(), model, threshold, count],
        );
        return result.rows;
      }),

    searchText: ({ query, count }) =>
      run(async (tx) => {
        const result = await tx.query<MemoryMatch>(
          'select id, content, metadata, similarity from search_memories_text($1, $2, $3)',
          [query, userId(), count],
        );
        return result.rows;
      }),

    update: ({ id, content }) =>
      run(async (tx) => {
        // The vectors described the old text: gone with it (keywords find the new text at once).
        const result = isUuid(id)
          ? await tx.query<Memory>(
              `update memories set content = $2, embedding = null where id = $1 and user_id = $3 returning ${columns}`,
              [id, content, userId()],
            )
          : { rows: [] };
        if (!result.rows[0]) throw new AppError('not_found', 'Memory not found.');
        await tx.query('delete from memory_embeddings where memory_id = $1', [id]);
        return result.rows[0];
      }),

    markUsed: (messageId, memoryIds) =>
      run(async (tx) => {
        // Row-level security limits this to messages in the caller's own sessions.
        const result = isUuid(messageId)
          ? await tx.query('update chat_messages set memory_ids = $2::uuid[] where id = $1', [
              messageId,
              memoryIds.filter(isUuid),
            ])
          : { affectedRows: 0 };
        if (!result.affectedRows) throw new AppError('not_found', 'Chat message not found.');
      }),

    usedIn: (sessionId) =>
      run(async (tx) => {
        if (!isUuid(sessionId)) return [];
        const result = await tx.query<MemoriesUsed>(
          `select id as "messageId", memory_ids::text[] as "memoryIds" from chat_messages
           where session_id = $1 and memory_ids is not null order by created_at`,
          [sessionId],
        );
        return result.rows;
      }),

    delete: (id) =>
      run(async (tx) => {
        const result = isUuid(id)
          ? await tx.query('delete from memories where id = $1 and user_id = $2', [id, userId()])
          : { affectedRows: 0 };
        if (!result.affectedRows) throw new AppError('not_found', 'Memory not found.');
      }),

    deleteAll: () =>
      run(async (tx) => {
        await tx.query('delete from memories where user_id = $1', [userId()]);
      }),
  };
}
