import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymous } from '@/lib/data/port';
import { testAnonKey } from '../../support/postgrest/jwt';
import { alice, data, recordPostgrest, rows, userId, userJwt } from './recorder';

const { recorded, reply } = recordPostgrest();
const contentColumns = 'id,page_name,section_name,content,updated_at,updated_by';
const sessionColumns =
  'id,title,model,provider,created_at,updated_at,replying_since,stop_requested,system_prompt,pinned_at,temporary';
const messageColumns =
  'id,session_id,role,content,status,created_at,updated_at,input_tokens,output_tokens,provider,model,ttft_ms,sources,reasoning,reasoning_ms,compare_group,compare_provider,compare_model,kept,compare_column,error,tool_calls';
const sectionId = '0b6f3a52-55c1-4c1e-8d51-6c7f0a0c1d11';
const sessionId = '3d8e8a5c-1f6b-4f0e-9f0c-5a4b3c2d1e0f';
const stamp = '2026-11-22T04:00:00.123456+00:00';
const contentRow = {
  id: sectionId,
  page_name: 'home',
  section_name: 'hero',
  content: { headline: 'Hi' },
  updated_at: stamp,
  updated_by: 'a@b.c',
};
const sessionRow = {
  id: sessionId,
  title: 'T',
  model: 'gpt-4o',
  provider: 'openai',
  created_at: stamp,
  updated_at: stamp,
};

const sentAs = (token: string) => (request: (typeof recorded)[number]) => {
  expect(request.headers.get('apikey')).toBe(testAnonKey);
  expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
};

describe('page_content requests', () => {
  it('lists with the anon key, ordered by page_name then section_name', async () => {
    reply(rows([contentRow]));
    expect(await data.forCaller(anonymous).content.list()).toEqual([
      {
        id: sectionId,
        pageName: 'home',
        sectionName: 'hero',
        content: { headline: 'Hi' },
        updatedAt: stamp,
        updatedBy: 'a@b.c',
      },
    ]);
    expect(recorded.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/rest/v1/page_content', `select=${contentColumns}&order=page_name.asc,section_name.asc`],
    ]);
    sentAs(testAnonKey)(recorded[0]!);
  });

  it("updates content by id, only if updated_at is still the one loaded, with the user's JWT (the database stamps who and when)", async () => {
    reply(rows([{ ...contentRow, content: { headline: 'New' } }]));
    const saved = await data.forCaller(alice).content.update({
      id: sectionId,
      content: { headline: 'New' },
      expectedUpdatedAt: stamp,
    });
    expect(saved.content).toEqual({ headline: 'New' });
    const [request] = recorded;
    expect([request!.method, request!.path, request!.query]).toEqual([
      'PATCH',
      '/rest/v1/page_content',
      `id=eq.${sectionId}&updated_at=eq.${stamp}&select=${contentColumns}`,
    ]);
    expect(request!.headers.get('prefer')).toBe('return=representation');
    expect(request!.body).toEqual({ content: { headline: 'New' } });
    sentAs(userJwt)(request!);
  });

  it('tells a stale version (conflict) from a refused caller (forbidden) by re-reading the row', async () => {
    reply(rows([]), rows([{ updated_at: '2026-11-22T05:00:00+00:00' }]));
    const attempt = { id: sectionId, content: {}, expectedUpdatedAt: stamp };
    await expect(data.forCaller(alice).content.update(attempt)).rejects.toMatchObject({ code: 'conflict' });
    expect(recorded[1]!.query).toBe(`select=updated_at&id=eq.${sectionId}`);
    reply(rows([]), rows([{ updated_at: '2026-11-22T04:00:00.123456Z' }]));
    await expect(data.forCaller(alice).content.update(attempt)).rejects.toMatchObject({ code: 'forbidden' });
    reply(rows([]), rows([]));
    await expect(data.forCaller(alice).content.update(attempt)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('counts with a HEAD request and Prefer: count=exact', async () => {
    reply(new HttpResponse(null, { status: 200, headers: { 'content-range': '0-11/12' } }));
    expect(await data.forCaller(alice).content.count()).toBe(12);
    expect(recorded.map((r) => [r.method, r.path, r.query, r.headers.get('prefer')])).toEqual([
      ['HEAD', '/rest/v1/page_content', 'select=*', 'count=exact'],
    ]);
  });
});

describe('chat requests', () => {
  it("lists the user's kept sessions (no temporary one) pinned first, then newest first", async () => {
    reply(rows([sessionRow]));
    expect(await data.forCaller(alice).chats.listSessions()).toEqual([
      {
        id: sessionId,
        title: 'T',
        model: 'gpt-4o',
        provider: 'openai',
        createdAt: stamp,
        updatedAt: stamp,
        pinned: false,
        temporary: false,
      },
    ]);
    expect(recorded.map((r) => [r.method, r.path, r.query])).toEqual([
      [
        'GET',
        '/rest/v1/chat_sessions',
        `select=${sessionColumns}&user_id=eq.${userId}&temporary=eq.false&order=pinned_at.desc.nullslast,updated_at.desc`,
      ],
    ]);
    sentAs(userJwt)(recorded[0]!);
  });

  it('reads messages of an own session only, oldest first', async () => {
    const message = {
      id: 'm1',
      session_id: sessionId,
      role: 'user',
      content: 'hi',
      status: 'complete',
      created_at: stamp,
    };
    reply(rows([sessionRow]), rows([message]));
    expect(await data.forCaller(alice).chats.listMessages(sessionId)).toEqual([
      { id: 'm1', sessionId, role: 'user', content: 'hi', status: 'complete', createdAt: stamp },
    ]);
    expect(recorded.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/rest/v1/chat_sessions', `select=${sessionColumns}&id=eq.${sessionId}&user_id=eq.${userId}`],
      [
        'GET',
        '/rest/v1/chat_messages',
        `select=${messageColumns}&session_id=eq.${sessionId}&order=created_at.asc,id.asc`,
      ],
    ]);
  });

  it('inserts a session and a message, then moves the session to the top', async () => {
    reply(rows([sessionRow], 201));
    await data.forCaller(alice).chats.createSession({ model: 'gpt-4o', provider: 'openai' });
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/chat_sessions',
      query: `select=${sessionColumns}`,
    });
    expect(recorded[0]!.body).toEqual({ user_id: userId, title: 'New Chat', model: 'gpt-4o', provider: 'openai' });
    expect(recorded[0]!.headers.get('prefer')).toBe('return=representation');

    const message = {
      id: 'm2',
      session_id: sessionId,
      role: 'assistant',
      content: 'yo',
      status: 'incomplete',
      created_at: stamp,
    };
    // The session is moved to the top first: the same request checks it is the caller's, so
    // the message needs no read of the session before it.
    reply(rows([{ id: sessionId }]), rows([message], 201));
    await data.forCaller(alice).chats.addMessage({ sessionId, role: 'assistant', content: 'yo', status: 'incomplete' });
    expect(recorded.slice(1).map((r) => [r.method, r.path, r.query])).toEqual([
      ['PATCH', '/rest/v1/chat_sessions', `id=eq.${sessionId}&user_id=eq.${userId}&select=id`],
      ['POST', '/rest/v1/chat_messages', `select=${messageColumns}`],
    ]);
    expect(Object.keys(recorded[1]!.body as object)).toEqual(['updated_at']);
    expect(recorded[2]!.body).toEqual({
      session_id: sessionId,
      role: 'assistant',
      content: 'yo',
      status: 'incomplete',
    });
  });

  it('stores a Compare reply with its group, model and column, reads the tag back, and keeps one through the RPC', async () => {
    const group = '5f0c9a8b-7d6e-4f3a-9b2c-1d0e9f8a7b6c';
    const messageId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const stored = {
      id: messageId,
      session_id: sessionId,
      role: 'assistant',
      content: 'A',
      status: 'streaming',
      created_at: stamp,
      updated_at: stamp,
      input_tokens: null,
      output_tokens: null,
      compare_group: group,
      compare_provider: 'anthropic',
      compare_model: 'claude-3-haiku',
      kept: false,
      compare_column: 1,
    };
    reply(rows([{ id: sessionId }]), rows([stored], 201));
    const message = await data.forCaller(alice).chats.addMessage({
      sessionId,
      role: 'assistant',
      content: 'A',
      status: 'streaming',
      compare: { group, provider: 'anthropic', model: 'claude-3-haiku', column: 1 },
    });
    expect(message.compare).toEqual({ group, provider: 'anthropic', model: 'claude-3-haiku', kept: false, column: 1 });
    expect(recorded[1]!.body).toEqual({
      session_id: sessionId,
      role: 'assistant',
      content: 'A',
      status: 'streaming',
      compare_group: group,
      compare_provider: 'anthropic',
      compare_model: 'claude-3-haiku',
      compare_column: 1,
    });

    recorded.length = 0;
    reply(HttpResponse.json(group));
    expect(await data.forCaller(alice).chats.keepCompareReply(sessionId, messageId)).toBe(group);
    expect(recorded.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/rest/v1/rpc/keep_compare_reply', { p_session: sessionId, p_message: messageId }],
    ]);
    sentAs(userJwt)(recorded[0]!);
  });

  it("reads a turn's session with its history in one request, and sends no insert into someone else's session", async () => {
    const turn = {
      session: { id: sessionId, title: 'T', model: 'gpt-4o', provider: 'openai', createdAt: stamp, updatedAt: stamp },
      messages: [{ id: 'm1', sessionId, role: 'user', content: 'hi', status: 'complete', createdAt: stamp }],
    };
    reply(HttpResponse.json(turn));
    expect(await data.forCaller(alice).chats.sessionWithHistory(sessionId)).toEqual(turn);
    expect(recorded.map((r) => [r.method, r.path])).toEqual([['POST', '/rest/v1/rpc/chat_session_with_history']]);
    expect(recorded[0]!.body).toEqual({ session_uuid: sessionId });
    sentAs(userJwt)(recorded[0]!);

    reply(rows([]));
    await expect(
      data.forCaller(alice).chats.addMessage({ sessionId, role: 'user', content: 'intrusion' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(recorded.slice(1).map((r) => r.method)).toEqual(['PATCH']);
  });

  it("settles a streamed reply by id, after checking the message's session belongs to the caller", async () => {
    const messageId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const settled = {
      id: messageId,
      session_id: sessionId,
      role: 'assistant',
      content: 'done',
      status: 'complete',
      created_at: stamp,
    };
    reply(rows([{ session_id: sessionId }]), rows([sessionRow]), rows([settled]));
    const message = await data.forCaller(alice).chats.updateMessage(messageId, { content: 'done', status: 'complete' });
    expect(message).toMatchObject({ id: messageId, content: 'done', status: 'complete' });
    expect(recorded.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/rest/v1/chat_messages', `select=session_id&id=eq.${messageId}`],
      ['GET', '/rest/v1/chat_sessions', `select=${sessionColumns}&id=eq.${sessionId}&user_id=eq.${userId}`],
      ['PATCH', '/rest/v1/chat_messages', `id=eq.${messageId}&session_id=eq.${sessionId}&select=${messageColumns}`],
    ]);
    expect(recorded[2]!.body).toEqual({ content: 'done', status: 'complete' });
    recorded.forEach(sentAs(userJwt));

    reply(rows([{ session_id: sessionId }]), rows([]));
    await expect(
      data.forCaller(alice).chats.updateMessage(messageId, { content: 'x', status: 'complete' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(recorded).toHaveLength(5);
  });

  it('renames and deletes by id and owner; no row back means not found', async () => {
    reply(rows([{ ...sessionRow, title: 'Renamed' }]));
    expect((await data.forCaller(alice).chats.updateSession(sessionId, { title: 'Renamed' })).title).toBe('Renamed');
    expect(recorded[0]).toMatchObject({
      method: 'PATCH',
      query: `id=eq.${sessionId}&user_id=eq.${userId}&select=${sessionColumns}`,
    });
    // A rename is no activity: the session keeps its place in the list (issue #41.4).
    expect(recorded[0]!.body).toEqual({ title: 'Renamed' });

    reply(rows([]));
    await expect(data.forCaller(alice).chats.deleteSession(sessionId)).rejects.toMatchObject({ code: 'not_found' });
    expect(recorded[1]).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/chat_sessions',
      query: `id=eq.${sessionId}&user_id=eq.${userId}&select=id`,
    });
  });
});
