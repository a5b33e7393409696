import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteKey } from '@/app/api/portal/keys/[id]/route';
import { GET as listKeys, POST as saveKey } from '@/app/api/portal/keys/route';
import { DELETE as deleteMemory } from '@/app/api/portal/memories/[id]/route';
import { DELETE as deleteAllMemories, GET as listMemories } from '@/app/api/portal/memories/route';
import {
  DELETE as deleteSession,
  GET as getSession,
  PATCH as updateSession,
} from '@/app/api/portal/sessions/[id]/route';
import { GET as listSessions, POST as createSession } from '@/app/api/portal/sessions/route';
import { jsonRequest, startHarness, type Harness } from './chat-harness';

let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const get = (url: string, cookie?: string) => jsonRequest(url, { method: 'GET', cookie });

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
});
afterAll(() => h.fake.close());

describe('portal route handlers', () => {
  it('refuse every call without a session', async () => {
    const responses = await Promise.all([
      listSessions(get('/api/portal/sessions')),
      createSession(jsonRequest('/api/portal/sessions', { body: { provider: 'openai', model: 'gpt-4o' } })),
      listKeys(get('/api/portal/keys')),
      saveKey(jsonRequest('/api/portal/keys', { body: { provider: 'openai', apiKey: 'sk-whatever-123' } })),
      listMemories(get('/api/portal/memories')),
      deleteAllMemories(jsonRequest('/api/portal/memories', { method: 'DELETE' })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it("never show, change or delete another user's session, key or memory, even by id", async () => {
    const created = await createSession(
      jsonRequest('/api/portal/sessions', {
        cookie: alice.cookie,
        body: { provider: 'openai', model: 'gpt-4o', title: 'Alice plans' },
      }),
    );
    const { session } = await created.json();
    const key = (
      await (
        await saveKey(
          jsonRequest('/api/portal/keys', {
            cookie: alice.cookie,
            body: { provider: 'openai', apiKey: 'sk-alice-secret-9876' },
          }),
        )
      ).json()
    ).key;
    await h.db.query(`insert into memories (user_id, content) values ($1, 'alice private memory')`, [alice.id]);
    const memoryId = (await h.db.query<{ id: string }>('select id from memories where user_id = $1', [alice.id]))
      .rows[0]!.id;

    expect((await getSession(get(`/api/portal/sessions/${session.id}`, bob.cookie), params(session.id))).status).toBe(
      404,
    );
    expect(
      (
        await updateSession(
          jsonRequest(`/api/portal/sessions/${session.id}`, {
            method: 'PATCH',
            cookie: bob.cookie,
            body: { title: 'mine now' },
          }),
          params(session.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await deleteSession(
          jsonRequest(`/api/portal/sessions/${session.id}`, { method: 'DELETE', cookie: bob.cookie }),
          params(session.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await deleteKey(
          jsonRequest(`/api/portal/keys/${key.id}`, { method: 'DELETE', cookie: bob.cookie }),
          params(key.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await deleteMemory(
          jsonRequest(`/api/portal/memories/${memoryId}`, { method: 'DELETE', cookie: bob.cookie }),
          params(memoryId),
        )
      ).status,
    ).toBe(404);
    expect(
      (await deleteAllMemories(jsonRequest('/api/portal/memories', { method: 'DELETE', cookie: bob.cookie }))).status,
    ).toBe(204);

    expect((await (await listSessions(get('/api/portal/sessions', bob.cookie))).json()).sessions).toEqual([]);
    expect((await (await listKeys(get('/api/portal/keys', bob.cookie))).json()).keys).toEqual([]);
    expect((await (await listMemories(get('/api/portal/memories', bob.cookie))).json()).memories).toEqual([]);

    const own = await (
      await getSession(get(`/api/portal/sessions/${session.id}`, alice.cookie), params(session.id))
    ).json();
    expect(own.session.title).toBe('Alice plans');
    expect((await (await listMemories(get('/api/portal/memories', alice.cookie))).json()).memories).toHaveLength(1);
  });

  it('list keys masked, with neither the key nor its ciphertext in the response or the database', async () => {
    const body = await (await listKeys(get('/api/portal/keys', alice.cookie))).text();
    expect(body).toContain('"keyHint":"9876"');
    expect(body).not.toContain('sk-alice-secret-9876');
    expect(body).not.toContain('v2.');
    const stored = (
      await h.db.query<{ api_key: string }>('select api_key from api_keys where user_id = $1', [alice.id])
    ).rows[0]!.api_key;
    expect(stored).toMatch(/^v2\./);
    expect(stored).not.toContain('sk-alice-secret-9876');
    expect(stored).not.toContain(Buffer.from('sk-alice-secret-9876').toString('base64'));
  });

  it('verify a key with the provider on request, and explain what is missing', async () => {
    const bad = await saveKey(
      jsonRequest('/api/portal/keys', {
        cookie: alice.cookie,
        body: { provider: 'openai', apiKey: 'bad-key-0123456789', verify: true },
      }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('OpenAI rejected this API key (401).');
    const good = await saveKey(
      jsonRequest('/api/portal/keys', {
        cookie: alice.cookie,
        body: { provider: 'anthropic', apiKey: 'sk-ant-good-0123456789', verify: true },
      }),
    );
    expect(good.status).toBe(201);
    const noUrl = await saveKey(
      jsonRequest('/api/portal/keys', {
        cookie: alice.cookie,
        body: { provider: 'openai-compatible', apiKey: 'local-key-123456' },
      }),
    );
    expect((await noUrl.json()).message).toBe('An OpenAI-compatible key needs the base URL of its endpoint.');
  });

  it('say which memory search is in use', async () => {
    expect((await (await listMemories(get('/api/portal/memories', alice.cookie))).json()).search).toBe('embeddings');
    expect((await (await listMemories(get('/api/portal/memories', bob.cookie))).json()).search).toBe('full-text');
  });
});
