import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as cached, POST as refresh } from '@/app/api/portal/keys/[id]/models/route';
import { GET as listKeys, POST as saveKey } from '@/app/api/portal/keys/route';
import { jsonRequest, startHarness, type Harness } from './chat-harness';

// Listing a key's models on save and on refresh, through the real routes, against the fake provider.
let h: Harness;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };

type Listed = { id: string; label: string }[] | null;
const save = async (cookie: string, body: object) => {
  const response = await saveKey(jsonRequest('/api/portal/keys', { cookie, body }));
  return { status: response.status, ...((await response.json()) as { key: { id: string; models: Listed } }) };
};
const path = (id: string) => `/api/portal/keys/${id}/models`;
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const read = (cookie: string, id: string) => cached(jsonRequest(path(id), { method: 'GET', cookie }), params(id));
const relist = (cookie: string, id: string) => refresh(jsonRequest(path(id), { cookie }), params(id));
const ids = (models: Listed) => models?.map((model) => model.id) ?? null;

beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('alice@example.com');
  bob = await h.signIn('bob@example.com');
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

describe('saving a key', () => {
  it('stores the models its provider lists, with one request that also checks the key', async () => {
    h.fake.setModels('anthropic', [{ id: 'claude-sonnet-4-5', name: 'Claude Sonnet 4.5' }, 'claude-new-1']);
    const saved = await save(alice.cookie, { provider: 'anthropic', apiKey: 'sk-ant-alice-0001', verify: true });
    expect(saved.status).toBe(201);
    expect(saved.key.models).toEqual([
      { id: 'claude-sonnet-4-5', label: 'Claude Sonnet 4.5' },
      { id: 'claude-new-1', label: 'claude-new-1' },
    ]);
    expect(h.fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models']);
    const listed = (await (
      await listKeys(jsonRequest('/api/portal/keys', { method: 'GET', cookie: alice.cookie }))
    ).json()) as {
      keys: { provider: string; models: Listed; modelsFetchedAt: string | null }[];
    };
    expect(listed.keys.find((k) => k.provider === 'anthropic')).toMatchObject({
      models: saved.key.models,
      modelsFetchedAt: expect.any(String),
    });
  });

  it('keeps a key the provider answers without a usable list, or refuses unchecked, with no list', async () => {
    h.fake.setModels('openai', { raw: '<html>not json</html>' });
    const junk = await save(alice.cookie, { provider: 'openai', apiKey: 'sk-alice-junk-0001', verify: true });
    expect([junk.status, junk.key.models]).toEqual([201, null]);
    const refused = await save(alice.cookie, { provider: 'openai', apiKey: 'bad-alice-key-0001' });
    expect([refused.status, refused.key.models]).toEqual([201, null]);
    h.fake.reset();
    const unchecked = await save(alice.cookie, { provider: 'openai', apiKey: 'sk-alice-good-0001' });
    expect(ids(unchecked.key.models)).toContain('gpt-4o-mini');
  });
});

describe("refreshing a key's models", () => {
  it("answers the stored list, then the provider's new one", async () => {
    const { key } = await save(alice.cookie, { provider: 'openai', apiKey: 'sk-alice-refresh-01', verify: true });
    const before = (await (await read(alice.cookie, key.id)).json()) as { models: Listed; fetchedAt: string };
    expect(ids(before.models)).toEqual(['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'text-embedding-3-small']);
    h.fake.setModels('openai', ['gpt-4o', 'gpt-5-preview']);
    const response = await relist(alice.cookie, key.id);
    expect(response.status).toBe(200);
    const after = (await response.json()) as { models: Listed; fetchedAt: string };
    expect(ids(after.models)).toEqual(['gpt-4o', 'gpt-5-preview']);
    expect(Date.parse(after.fetchedAt)).toBeGreaterThanOrEqual(Date.parse(before.fetchedAt));
    expect(h.fake.requests.at(-1)?.headers.authorization).toBe('Bearer sk-alice-refresh-01');
  });

  it("is not found for another user's key or a malformed id, and refused without a session", async () => {
    const { key } = await save(alice.cookie, { provider: 'openai', apiKey: 'sk-alice-owner-0001', verify: true });
    const asked = h.fake.requests.length;
    for (const response of [await read(bob.cookie, key.id), await relist(bob.cookie, key.id)])
      expect([response.status, (await response.json()).message]).toEqual([404, 'API key not found.']);
    expect((await relist(alice.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await relist('', key.id)).status).toBe(401);
    expect(h.fake.requests.length).toBe(asked);
  });

  it('keeps 500 usable ids of a bad answer, and keeps the stored list when the answer is no list', async () => {
    const { key } = await save(alice.cookie, { provider: 'openai', apiKey: 'sk-alice-bad-answer1', verify: true });
    const odd = ['ok-1', 'tab\there', 'bell\u0007', 'bidi\u202Eevil', 'x'.repeat(101), 'ok-1', 'space d'];
    h.fake.setModels('openai', [...odd, ...Array.from({ length: 600 }, (_, i) => `m-${i}`)]);
    const cleaned = (await (await relist(alice.cookie, key.id)).json()) as { models: Listed };
    expect(cleaned.models).toHaveLength(500);
    expect(ids(cleaned.models)!.slice(0, 3)).toEqual(['ok-1', 'm-0', 'm-1']);

    for (const raw of ['{"data": [oops', '{"data": []}', JSON.stringify({ data: 'x'.repeat(5 * 1024 * 1024) })]) {
      h.fake.setModels('openai', { raw });
      const response = await relist(alice.cookie, key.id);
      expect([response.status, (await response.json()).message]).toEqual([
        503,
        'OpenAI did not answer with a list of models. The saved list is kept.',
      ]);
    }
    const kept = (await (await read(alice.cookie, key.id)).json()) as { models: Listed };
    expect(kept.models).toEqual(cleaned.models);
  });

  it('is limited to 20 a user in 10 minutes (429 with the wait), asking the provider nothing then', async () => {
    const carol = await h.signIn('carol@example.com');
    const { key } = await save(carol.cookie, { provider: 'openai', apiKey: 'sk-carol-limit-0001', verify: true });
    for (let i = 0; i < 20; i++) expect((await relist(carol.cookie, key.id)).status).toBe(200);
    const asked = h.fake.requests.length;
    const limited = await relist(carol.cookie, key.id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many model list refreshes\. Try again in \d+ minutes?\.$/);
    expect(h.fake.requests.length).toBe(asked);
  });
});
