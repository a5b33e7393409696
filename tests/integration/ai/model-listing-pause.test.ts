import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as refresh } from '@/app/api/portal/keys/[id]/models/route';
import { GET as listKeys, POST as saveKey } from '@/app/api/portal/keys/route';
import { LIST_MODELS_LIMIT } from '@/lib/ai/saved-key-models';
import { modelListingPausedText, type ModelListingPause } from '@/lib/ai/model-listing-pause';
import { jsonRequest, startHarness, type Harness } from './chat-harness';

// A key saved without the check lists its models in the background; when the listing cap is
// spent it is saved with no list, and the key list says why (Model Settings shows it).
let h: Harness;
let dana: string;
type Listing = {
  keys: { id: string; provider: string; models: unknown[] | null }[];
  modelListing: ModelListingPause | null;
};

const save = async (body: object) => {
  const response = await saveKey(jsonRequest('/api/portal/keys', { cookie: dana, body }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: { id: string; models: unknown[] | null } }).key;
};
const listing = async () =>
  (await (await listKeys(jsonRequest('/api/portal/keys', { method: 'GET', cookie: dana }))).json()) as Listing;

beforeAll(async () => {
  h = await startHarness();
  dana = (await h.signIn('listing-pause-dana@example.com')).cookie;
});
afterAll(() => h.fake.close());

describe('a model listing refused by the listing cap', () => {
  it('says nothing while listings are allowed', async () => {
    const key = await save({ provider: 'openai', apiKey: 'sk-dana-listed-0001' });
    expect(key.models).not.toBeNull();
    expect((await listing()).modelListing).toBeNull();
  });

  it('is said with the real figures and the wait, for a key saved with no list', async () => {
    const key = await save({ provider: 'openai', apiKey: 'sk-dana-listed-0001' });
    const params = { params: Promise.resolve({ id: key.id }) };
    // The first save above took one listing; refreshes spend the rest.
    for (let i = 1; i < LIST_MODELS_LIMIT.max - 1; i++)
      expect((await refresh(jsonRequest(`/api/portal/keys/${key.id}/models`, { cookie: dana }), params)).status).toBe(
        200,
      );
    const asked = h.fake.requests.length;
    const local = await save({
      provider: 'openai-compatible',
      apiKey: 'sk-dana-local-0001',
      baseUrl: h.fake.openaiBaseUrl,
    });
    expect(local.models).toBeNull();
    expect(h.fake.requests.length).toBe(asked);

    const { keys, modelListing } = await listing();
    expect(keys.find((k) => k.provider === 'openai-compatible')!.models).toBeNull();
    expect(modelListing).toEqual({
      waitSeconds: expect.any(Number),
      max: LIST_MODELS_LIMIT.max,
      windowSeconds: LIST_MODELS_LIMIT.windowSeconds,
    });
    expect(modelListing!.waitSeconds).toBeGreaterThan(0);
    expect(modelListing!.waitSeconds).toBeLessThanOrEqual(LIST_MODELS_LIMIT.windowSeconds);
    // Looking counts nothing: the key list read twice says the same.
    expect((await listing()).modelListing!.max).toBe(LIST_MODELS_LIMIT.max);
  });

  it('reads as Model Settings shows it', () => {
    expect(modelListingPausedText({ waitSeconds: 400, max: 20, windowSeconds: 600 })).toBe(
      'Too many model listings (at most 20 in 10 minutes): Refresh models works again in 7 minutes.',
    );
    // As every other rate-limit message says a short wait.
    expect(modelListingPausedText({ waitSeconds: 5, max: 20, windowSeconds: 600 })).toContain(
      'works again in 5 seconds.',
    );
  });
});
