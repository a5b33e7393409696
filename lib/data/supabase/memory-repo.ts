import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { isUuid } from '../ids';
import type { Caller, Memory, MemoriesUsed, MemoryMatch, MemoryRepo, ModelEmbedding } from '../port';
import { requireUserId } from './client';
import { many, run } from './result';

const columns = 'id,content,metadata,importance_score,created_at';
type Row = {
  id: string;
  content: string;
  metadata: Record<string, unknown>;
  importance_score: number;
  created_at: string;
};

const toMemory = (row: Row): Memory => ({
  id: row.id,
  content: row.content,
  metadata: row.metadata,
  importanceScore: row.importance_score,
  createdAt: row.created_at,
});
// Only the fields the port promises, whatever else the function returns.
const toMatch = ({ id, content, metadata, similarity }: MemoryMatch): MemoryMatch => ({
  id,
  content,
  metadata,
  similarity,
});

/** pgvector's text form: PostgREST hands it to the vector type's parser, which checks the dimension. */
const toVectorLiteral = (embedding: number[]) => `[${embedding.join(',')}]`;

/** The spec's rule: importance comes from metadata.importance, default 0.5. */
const importanceFrom = (metadata: Record<string, unknown>) =>
  typeof metadata.importance === 'number' ? metadata.importance : 0.5;

export function supabaseMemoryRepo(db: SupabaseClient, caller: Caller): MemoryRepo {
  const userId = () => requireUserId(caller);
  const memories = () => db.from('memories');
  const addModelEmbedding = (memoryId: string, userId: string, { model, embedding }: ModelEmbedding) =>
    run(
      db
        .from('memory_embeddings')
        .insert({ memory_id: memoryId, user_id: userId, model, embedding: toVectorLiteral(embedding) }),
    );

  return {
    list: async () => {
      const uid = userId();
      const rows = await many<Row>(
        memories().select(columns).eq('user_id', uid).order('created_at', { ascending: false }),
      );
      return rows.map(toMemory);
    },

    add: async ({ content, embedding, modelEmbedding, metadata, importanceScore }) => {
      const row = {
        user_id: userId(),
        content,
        embedding: embedding ? toVectorLiteral(embedding) : null,
        metadata,
        importance_score: importanceScore ?? importanceFrom(metadata),
      };
      const rows = await many<Row>(memories().insert(row).select(columns));
      const memory = toMemory(rows[0]!);
      // Two requests, no transaction: a memory whose vector was refused goes too, as in embedded mode.
      if (modelEmbedding)
        await addModelEmbedding(memory.id, row.user_id, modelEmbedding).catch(async (error: unknown) => {
          await run(memories().delete().eq('id', memory.id).eq('user_id', row.user_id)).catch(() => undefined);
          throw error;
        });
      return memory;
    },

    search: async ({ embedding, threshold, count }) => {
      const args = {
        query_embedding: toVectorLiteral(embedding),
        user_uuid: userId(),
        match_threshold: threshold,
        match_count: count,
      };
      return (await many<MemoryMatch>(db.rpc('search_memories', args))).map(toMatch);
    },

    searchByModel: async ({ model, embedding, threshold, count }) => {
      const args = {
        query_embedding: toVectorLiteral(embedding),
        user_uuid: userId(),
        embedding_model: model,
        match_threshold: threshold,
        match_count: count,
      };
      return (await many<MemoryMatch>(db.rpc('search_memories_by_model', args))).map(toMatch);
    },

    searchText: async ({ query, count }) => {
      const args = { query_text: query, user_uuid: userId(), match_count: count };
      return (await many<MemoryMatch>(db.rpc('search_memories_text', args))).map(toMatch);
    },

    update: async ({ id, content }) => {
      const uid = userId();
      // The vectors described the old text: gone with it (keywords find the new text at once).
      const rows = isUuid(id)
        ? await many<Row>(
            memories().update({ content, embedding: null }).eq('id', id).eq('user_id', uid).select(columns),
          )
        : [];
      if (!rows[0]) throw new AppError('not_found', 'Memory not found.');
      await run(db.from('memory_embeddings').delete().eq('memory_id', id).eq('user_id', uid));
      return toMemory(rows[0]);
    },

    markUsed: async (messageId, memoryIds) => {
      requireUserId(caller);
      // Row-level security limits this to messages in the caller's own sessions.
      const rows = isUuid(messageId)
        ? await many<{ id: string }>(
            db
              .from('chat_messages')
              .update({ memory_ids: memoryIds.filter(isUuid) })
              .eq('id', messageId)
              .select('id'),
          )
        : [];
      if (!rows.length) throw new AppError('not_found', 'Chat message not found.');
    },

    usedIn: async (sessionId) => {
      requireUserId(caller);
      if (!isUuid(sessionId)) return [];
      const rows = await many<{ id: string; memory_ids: string[] }>(
        db
          .from('chat_messages')
          .select('id,memory_ids')
          .eq('session_id', sessionId)
          .not('memory_ids', 'is', null)
          .order('created_at'),
      );
      return rows.map((row): MemoriesUsed => ({ messageId: row.id, memoryIds: row.memory_ids }));
    },

    delete: async (id) => {
      const uid = userId();
      const rows = isUuid(id)
        ? await many<{ id: string }>(memories().delete().eq('id', id).eq('user_id', uid).select('id'))
        : [];
      if (!rows.length) throw new AppError('not_found', 'Memory not found.');
    },

    deleteAll: async () => {
      await run(memories().delete().eq('user_id', userId()));
    },
  };
}
