import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { alice, data, postgrestError, recordPostgrest, rows, userId } from './recorder';

// The Supabase adapter's requests for memories embedded by other models and the local
// embedding model setting (issue #17 point 1), as PostgREST expects them.
const { recorded, reply } = recordPostgrest();
const memoryColumns = 'id,content,metadata,importance_score,created_at';
const model = 'openai-compatible:http://localhost:11434/v1#nomic-embed-text';
const memoryId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f';
const row = {
  id: memoryId,
  content: 'likes tea',
  metadata: {},
  importance_score: 0.5,
  created_at: '2026-11-27T00:00:00+00:00',
};
const calls = () => recorded.map((r) => [r.method, r.path, r.query]);

describe('memory_embeddings requests', () => {
  it('inserts the memory without an OpenAI vector, then its model vector', async () => {
    reply(rows([row], 201), new HttpResponse(null, { status: 201 }));
    await data.forCaller(alice).memories.add({
      content: 'likes tea',
      embedding: null,
      modelEmbedding: { model, embedding: [0.5, -0.25] },
      metadata: {},
    });
    expect(calls()).toEqual([
      ['POST', '/rest/v1/memories', `select=${memoryColumns}`],
      ['POST', '/rest/v1/memory_embeddings', ''],
    ]);
    expect(recorded[0]!.body).toMatchObject({ embedding: null });
    expect(recorded[1]!.body).toEqual({ memory_id: memoryId, user_id: userId, model, embedding: '[0.5,-0.25]' });
  });

  it('takes the memory back when its vector is refused, and says so', async () => {
    reply(
      rows([row], 201),
      postgrestError(400, '23514', 'violates check constraint'),
      new HttpResponse(null, { status: 204 }),
    );
    const adding = data.forCaller(alice).memories.add({
      content: 'likes tea',
      embedding: null,
      modelEmbedding: { model, embedding: [1] },
      metadata: {},
    });
    await expect(adding).rejects.toBeInstanceOf(AppError);
    expect(calls().at(-1)).toEqual(['DELETE', '/rest/v1/memories', `id=eq.${memoryId}&user_id=eq.${userId}`]);
  });

  it('searches with rpc search_memories_by_model', async () => {
    reply(rows([{ id: memoryId, content: 'likes tea', metadata: {}, similarity: 0.9, extra: 'dropped' }]));
    const matches = await data
      .forCaller(alice)
      .memories.searchByModel({ model, embedding: [1, 0], threshold: 0.7, count: 5 });
    expect(matches).toEqual([{ id: memoryId, content: 'likes tea', metadata: {}, similarity: 0.9 }]);
    expect(calls()).toEqual([['POST', '/rest/v1/rpc/search_memories_by_model', '']]);
    expect(recorded[0]!.body).toEqual({
      query_embedding: '[1,0]',
      user_uuid: userId,
      embedding_model: model,
      match_threshold: 0.7,
      match_count: 5,
    });
  });
});

describe('user_settings requests', () => {
  it('read and write the local embedding model beside the consent', async () => {
    const stored = { memory_via_openai: true, local_embedding_model: '', auto_title: false, memory_enabled: true };
    reply(rows([stored]), rows([{ ...stored, local_embedding_model: 'nomic-embed-text' }], 201));
    expect(await data.forCaller(alice).settings.update({ localEmbeddingModel: 'nomic-embed-text' })).toEqual({
      memoryViaOpenai: true,
      localEmbeddingModel: 'nomic-embed-text',
      autoTitle: false,
      memoryEnabled: true,
    });
    const columns = 'memory_via_openai,local_embedding_model,auto_title,memory_enabled';
    expect(calls()).toEqual([
      ['GET', '/rest/v1/user_settings', `select=${columns}&user_id=eq.${userId}`],
      ['POST', '/rest/v1/user_settings', `on_conflict=user_id&select=${columns}`],
    ]);
    expect(recorded[1]!.body).toMatchObject({
      user_id: userId,
      memory_via_openai: true,
      local_embedding_model: 'nomic-embed-text',
      // Settings left out keep what is stored (the chat titles' and memory's too).
      auto_title: false,
      memory_enabled: true,
    });
  });

  it('turn memory off, keeping the other settings (issue #41 point 8)', async () => {
    const stored = {
      memory_via_openai: false,
      local_embedding_model: 'all-minilm',
      auto_title: true,
      memory_enabled: true,
    };
    reply(rows([stored]), rows([{ ...stored, memory_enabled: false }], 201));
    expect(await data.forCaller(alice).settings.update({ memoryEnabled: false })).toEqual({
      memoryViaOpenai: false,
      localEmbeddingModel: 'all-minilm',
      autoTitle: true,
      memoryEnabled: false,
    });
    expect(recorded[1]!.body).toMatchObject({ local_embedding_model: 'all-minilm', memory_enabled: false });
  });
});
