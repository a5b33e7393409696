import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { isUuid } from '../../ids';
import type { Caller, Memory, MemoryMatch, MemoryRepo } from '../../port';
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
