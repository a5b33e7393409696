import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAnonKey } from '../../support/postgrest/jwt';
import { alice, data, recordPostgrest, rows, userId, userJwt } from './recorder';

const { recorded, reply } = recordPostgrest();
const keyColumns = 'id,provider,key_hint,base_url,is_active,created_at,model_list,model_list_fetched_at';
const memoryColumns = 'id,content,metadata,importance_score,created_at';
const keyId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const stamp = '2026-11-22T04:00:00.123456+00:00';
const listed = [{ id: 'gpt-4o', label: 'gpt-4o' }];
const keyRow = {
  id: keyId,
  provider: 'openai',
  key_hint: '1234',
  base_url: null,
  is_active: true,
  created_at: stamp,
  model_list: listed,
  model_list_fetched_at: stamp,
};
const summary = {
  id: keyId,
  provider: 'openai',
  keyHint: '1234',
  baseUrl: null,
  isActive: true,
  createdAt: stamp,
  models: listed,
  modelsFetchedAt: stamp,
};
const calls = () => recorded.map((r) => [r.method, r.path, r.query]);

describe('api_keys requests', () => {
  it('upserts on the conflict key user_id,provider, merging duplicates, and returns no ciphertext', async () => {
    reply(rows([keyRow], 201));
    const saved = await data
      .forCaller(alice)
      .apiKeys.upsert({ provider: 'openai', ciphertext: 'v1.cipher', keyHint: '1234', baseUrl: null, models: listed });
    expect(saved).toEqual(summary);
    expect(calls()).toEqual([['POST', '/rest/v1/api_keys', `on_conflict=user_id,provider&select=${keyColumns}`]]);
    expect(recorded[0]!.headers.get('prefer')!.split(/,\s*/).sort()).toEqual([
      'resolution=merge-duplicates',
      'return=representation',
    ]);
    expect(recorded[0]!.headers.get('authorization')).toBe(`Bearer ${userJwt}`);
    expect(recorded[0]!.body).toEqual({
      user_id: userId,
      provider: 'openai',
      api_key: 'v1.cipher',
      key_hint: '1234',
      base_url: null,
      is_active: true,
      created_at: expect.any(String),
      model_list: listed,
      model_list_fetched_at: (recorded[0]!.body as { created_at: string }).created_at,
    });
  });

  it("stores a key's new model list by id, owner and save time; not found, or replaced, when no row matched", async () => {
    const savedAt = '2026-11-24T08:00:00.123456Z';
    reply(rows([keyRow]), rows([]), rows([]), rows([]), rows([{ id: keyId }]));
    const keys = data.forCaller(alice).apiKeys;
    expect(await keys.setModels({ id: keyId, models: listed, savedAt })).toEqual(summary);
    await expect(keys.setModels({ id: keyId, models: listed, savedAt })).rejects.toThrow('API key not found.');
    await expect(keys.setModels({ id: keyId, models: listed, savedAt })).rejects.toThrow(
      'The key was replaced while its models were being listed.',
    );
    expect(calls()[0]).toEqual([
      'PATCH',
      '/rest/v1/api_keys',
      `id=eq.${keyId}&user_id=eq.${userId}&created_at=eq.${savedAt}&select=${keyColumns}`,
    ]);
    expect(calls()[2]).toEqual(['GET', '/rest/v1/api_keys', `select=id&id=eq.${keyId}&user_id=eq.${userId}`]);
    expect(recorded[0]!.body).toEqual({ model_list: listed, model_list_fetched_at: expect.any(String) });
  });

  it("lists the user's keys and reads the active one for a provider", async () => {
    reply(rows([keyRow]), rows([{ id: keyId, provider: 'openai', api_key: 'v1.cipher', base_url: null }]));
    expect(await data.forCaller(alice).apiKeys.list()).toEqual([summary]);
    expect(await data.forCaller(alice).apiKeys.getActive('openai')).toEqual({
      id: keyId,
      provider: 'openai',
      ciphertext: 'v1.cipher',
      baseUrl: null,
    });
    expect(calls()).toEqual([
      ['GET', '/rest/v1/api_keys', `select=${keyColumns}&user_id=eq.${userId}&order=provider.asc`],
      [
        'GET',
        '/rest/v1/api_keys',
        `select=id,provider,api_key,base_url&user_id=eq.${userId}&provider=eq.openai&is_active=eq.true`,
      ],
    ]);
  });

  it('deletes by id and owner', async () => {
    reply(rows([{ id: keyId }]));
    await data.forCaller(alice).apiKeys.delete(keyId);
    expect(calls()).toEqual([['DELETE', '/rest/v1/api_keys', `id=eq.${keyId}&user_id=eq.${userId}&select=id`]]);
  });
});

describe('memories requests', () => {
  it('inserts user_id, content, embedding, metadata and importance_score', async () => {
    const row = {
      id: 'x',
      content: 'likes tea',
      metadata: { importance: 0.8 },
      importance_score: 0.8,
      created_at: stamp,
    };
    reply(rows([row], 201));
    const memory = await data
      .forCaller(alice)
      .memories.add({ content: 'likes tea', embedding: [0.5, -0.25], metadata: { importance: 0.8 } });
    expect(memory).toEqual({
      id: 'x',
      content: 'likes tea',
      metadata: { importance: 0.8 },
      importanceScore: 0.8,
      createdAt: stamp,
    });
    expect(calls()).toEqual([['POST', '/rest/v1/memories', `select=${memoryColumns}`]]);
    expect(recorded[0]!.body).toEqual({
      user_id: userId,
      content: 'likes tea',
      embedding: '[0.5,-0.25]',
      metadata: { importance: 0.8 },
      importance_score: 0.8,
    });
  });

  it('searches with rpc search_memories(query_embedding, user_uuid, match_threshold, match_count)', async () => {
    reply(rows([{ id: 'x', content: 'likes tea', metadata: {}, similarity: 0.93, extra: 'dropped' }]));
    const matches = await data.forCaller(alice).memories.search({ embedding: [1, 0], threshold: 0.7, count: 5 });
    expect(matches).toEqual([{ id: 'x', content: 'likes tea', metadata: {}, similarity: 0.93 }]);
    expect(calls()).toEqual([['POST', '/rest/v1/rpc/search_memories', '']]);
    expect(recorded[0]!.body).toEqual({
      query_embedding: '[1,0]',
      user_uuid: userId,
      match_threshold: 0.7,
      match_count: 5,
    });
    expect(recorded[0]!.headers.get('authorization')).toBe(`Bearer ${userJwt}`);
  });

  it('searches by keywords with rpc search_memories_text', async () => {
    reply(rows([]));
    await data.forCaller(alice).memories.searchText({ query: 'tea', count: 3 });
    expect(calls()).toEqual([['POST', '/rest/v1/rpc/search_memories_text', '']]);
    expect(recorded[0]!.body).toEqual({ query_text: 'tea', user_uuid: userId, match_count: 3 });
  });

  it("lists newest first and clears only the user's rows", async () => {
    reply(rows([]), new HttpResponse(null, { status: 204 }));
    await data.forCaller(alice).memories.list();
    await data.forCaller(alice).memories.deleteAll();
    expect(calls()).toEqual([
      ['GET', '/rest/v1/memories', `select=${memoryColumns}&user_id=eq.${userId}&order=created_at.desc`],
      ['DELETE', '/rest/v1/memories', `user_id=eq.${userId}`],
    ]);
  });
});

describe('memories by hand and the memories a reply used (issue #41 point 8)', () => {
  const memoryId = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
  const replyId = '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a8b';
  const sessionId = '3b4c5d6e-7f80-4192-8b3c-4d5e6f7a8b9c';
  const row = { id: memoryId, content: 'Prefers tea.', metadata: {}, importance_score: 1, created_at: stamp };

  it("edits the owner's memory, clearing its vectors; not found when no row matched", async () => {
    reply(rows([row]), new HttpResponse(null, { status: 204 }), rows([]));
    const memories = data.forCaller(alice).memories;
    expect(await memories.update({ id: memoryId, content: 'Prefers tea.' })).toMatchObject({ content: 'Prefers tea.' });
    await expect(memories.update({ id: memoryId, content: 'x' })).rejects.toThrow('Memory not found.');
    expect(calls().slice(0, 2)).toEqual([
      ['PATCH', '/rest/v1/memories', `id=eq.${memoryId}&user_id=eq.${userId}&select=${memoryColumns}`],
      ['DELETE', '/rest/v1/memory_embeddings', `memory_id=eq.${memoryId}&user_id=eq.${userId}`],
    ]);
    expect(recorded[0]!.body).toEqual({ content: 'Prefers tea.', embedding: null });
  });

  it('keeps the ids with the reply and lists them per session (row-level security limits both)', async () => {
    reply(rows([{ id: replyId }]), rows([{ id: replyId, memory_ids: [memoryId] }]));
    const memories = data.forCaller(alice).memories;
    await memories.markUsed(replyId, [memoryId]);
    expect(await memories.usedIn(sessionId)).toEqual([{ messageId: replyId, memoryIds: [memoryId] }]);
    expect(calls()).toEqual([
      ['PATCH', '/rest/v1/chat_messages', `id=eq.${replyId}&select=id`],
      [
        'GET',
        '/rest/v1/chat_messages',
        `select=id,memory_ids&session_id=eq.${sessionId}&memory_ids=not.is.null&order=created_at.asc`,
      ],
    ]);
    expect(recorded[0]!.body).toEqual({ memory_ids: [memoryId] });
  });
});

describe('rate-limit requests', () => {
  it('call the counter functions with the anon key only', async () => {
    reply(rows(42), new HttpResponse(null, { status: 204 }), new HttpResponse(null, { status: 204 }));
    expect(await data.rateLimits.check('sign-in:abc', 5, 900)).toBe(42);
    await data.rateLimits.hit('sign-in:abc', 900);
    await data.rateLimits.reset('sign-in:abc');
    expect(calls()).toEqual([
      ['POST', '/rest/v1/rpc/rate_limit_check', ''],
      ['POST', '/rest/v1/rpc/rate_limit_hit', ''],
      ['POST', '/rest/v1/rpc/rate_limit_reset', ''],
    ]);
    expect(recorded.map((r) => r.body)).toEqual([
      { p_bucket: 'sign-in:abc', p_max: 5, p_window_seconds: 900 },
      { p_bucket: 'sign-in:abc', p_window_seconds: 900 },
      { p_bucket: 'sign-in:abc' },
    ]);
    expect(recorded.map((r) => r.headers.get('authorization'))).toEqual(Array(3).fill(`Bearer ${testAnonKey}`));
  });

  it('check and count several buckets in one call', async () => {
    reply(rows(0));
    const buckets = [
      { bucket: 'chat-user:abc', max: 30, windowSeconds: 60 },
      { bucket: 'chat-address:def', max: 60, windowSeconds: 60 },
    ];
    expect(await data.rateLimits.take(buckets)).toBe(0);
    expect(calls()).toEqual([['POST', '/rest/v1/rpc/rate_limit_take', '']]);
    expect(recorded.map((r) => r.body)).toEqual([
      {
        p_buckets: [
          { bucket: 'chat-user:abc', max: 30, window_seconds: 60 },
          { bucket: 'chat-address:def', max: 60, window_seconds: 60 },
        ],
      },
    ]);
  });
});
