import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { GET as getSettings, PATCH as updateSettings } from '@/app/api/portal/settings/route';
import { jsonRequest, readEvents, startHarness, type Harness, saveOpenAiAndLocalKeys } from './chat-harness';

// Issue #17 point 1: a conversation with a local (OpenAI-compatible) model does not send the
// user's messages to OpenAI for memory embeddings unless the user agreed in Settings. The fake
// provider plays both: OpenAI is told apart by its key.
const OPENAI_KEY = 'sk-test-consent-openai-0001';
const LOCAL_KEY = 'local-consent-key-0001';
const MESSAGE = 'Please remember that the convoy leaves at dawn from the northern gate, every Tuesday.';

let h: Harness;
let cookie: string;

const openaiRequests = () => h.fake.requests.filter((r) => r.headers.authorization === `Bearer ${OPENAI_KEY}`);

async function localTurn() {
  const created = await createSession(
    jsonRequest('/api/portal/sessions', { cookie, body: { provider: 'openai-compatible', model: 'llama3.1' } }),
  );
  const { session } = (await created.json()) as { session: { id: string } };
  const response = await chat(
    jsonRequest('/api/chat', {
      cookie,
      body: { sessionId: session.id, message: MESSAGE, provider: 'openai-compatible', model: 'llama3.1' },
    }),
  );
  expect(response.status).toBe(200);
  expect((await readEvents(response)).at(-1)?.type).toBe('done');
}

beforeAll(async () => {
  h = await startHarness();
  ({ cookie } = await h.signIn('consent@example.com'));
  await saveOpenAiAndLocalKeys(h, cookie, { openai: OPENAI_KEY, local: LOCAL_KEY });
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

it('keeps a local-model conversation on the local endpoint by default, memory included', async () => {
  const settings = await getSettings(jsonRequest('/api/portal/settings', { method: 'GET', cookie }));
  expect(await settings.json()).toEqual({
    settings: { memoryViaOpenai: false, localEmbeddingModel: '', autoTitle: true, memoryEnabled: true },
  });

  await localTurn();
  expect(h.fake.requests.length).toBeGreaterThan(0);
  expect(openaiRequests()).toEqual([]);
  // No embedding model named for the endpoint: keyword memory, nothing embedded anywhere.
  expect(h.fake.requests.filter((r) => r.path === '/v1/embeddings')).toEqual([]);
  expect(h.fake.requests.every((r) => r.headers.authorization === `Bearer ${LOCAL_KEY}`)).toBe(true);
});

it('embeds with the OpenAI key once the user turned that on in Settings', async () => {
  const turnedOn = await updateSettings(
    jsonRequest('/api/portal/settings', { method: 'PATCH', cookie, body: { memoryViaOpenai: true } }),
  );
  expect(await turnedOn.json()).toEqual({
    settings: { memoryViaOpenai: true, localEmbeddingModel: '', autoTitle: true, memoryEnabled: true },
  });

  await localTurn();
  const sent = openaiRequests();
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((r) => r.path === '/v1/embeddings' && r.headers.authorization === `Bearer ${OPENAI_KEY}`)).toBe(
    true,
  );
});

it('refuses a setting that is not a boolean, or one it does not know, and keeps what was saved', async () => {
  for (const body of [{ memoryViaOpenai: 'yes' }, { shareEverything: true }, {}]) {
    const refused = await updateSettings(jsonRequest('/api/portal/settings', { method: 'PATCH', cookie, body }));
    expect(refused.status).toBe(400);
  }
  const settings = await getSettings(jsonRequest('/api/portal/settings', { method: 'GET', cookie }));
  expect(await settings.json()).toEqual({
    settings: { memoryViaOpenai: true, localEmbeddingModel: '', autoTitle: true, memoryEnabled: true },
  });
});
