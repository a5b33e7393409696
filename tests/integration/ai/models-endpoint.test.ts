import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listModels, verifyKey } from '@/lib/ai/models-endpoint';
import { startCountingListener, type CountingListener } from '../../support/counting-listener';
import { startFakeProvider, type FakeProvider } from '../../support/fake-provider';

// Listing models with a key, per registry entry, against the fake provider's real HTTP API.
const REFUSED =
  'Could not use that base URL. It must be a public http(s) endpoint, or one the operator allowed in LOCAL_PROVIDER_ENDPOINTS.';

let fake: FakeProvider;
let local: CountingListener;

beforeAll(async () => {
  fake = await startFakeProvider({});
  local = await startCountingListener('127.0.0.1');
  process.env.OPENAI_BASE_URL = fake.openaiBaseUrl;
  process.env.ANTHROPIC_BASE_URL = fake.anthropicBaseUrl;
  process.env.LOCAL_PROVIDER_ENDPOINTS = new URL(fake.openaiBaseUrl).origin;
});
afterAll(async () => {
  await Promise.all([fake.close(), local.close()]);
});
beforeEach(() => fake.reset());

describe('listModels', () => {
  it("lists OpenAI's models with a bearer key", async () => {
    const models = await listModels({ provider: 'openai', apiKey: 'sk-test-list-0001', baseUrl: null });
    expect(models).toContainEqual({ id: 'gpt-4o-mini', label: 'gpt-4o-mini' });
    expect(fake.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/v1/models', 'Bearer sk-test-list-0001'],
    ]);
  });

  it("lists Anthropic's models with x-api-key and anthropic-version, and their display names", async () => {
    const models = await listModels({ provider: 'anthropic', apiKey: 'sk-ant-test-0001', baseUrl: null });
    expect(models).toEqual([
      { id: 'claude-haiku-4-5', label: 'Claude Haiku 4.5' },
      { id: 'claude-sonnet-4-5', label: 'Claude Sonnet 4.5' },
    ]);
    const [request] = fake.requests;
    expect(request!.headers).toMatchObject({ 'x-api-key': 'sk-ant-test-0001', 'anthropic-version': '2023-06-01' });
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('lists an OpenAI-compatible endpoint the operator allowed', async () => {
    const models = await listModels({
      provider: 'openai-compatible',
      apiKey: 'ollama-key-0001',
      baseUrl: `${fake.openaiBaseUrl}/`,
    });
    expect(models?.map((m) => m.id)).toContain('gpt-4o-mini');
  });

  it('sends nothing to a user-chosen base URL the address policy refuses', async () => {
    const credentials = {
      provider: 'openai-compatible' as const,
      apiKey: 'sk-test-0001',
      baseUrl: `${local.origin}/v1`,
    };
    await expect(listModels(credentials)).rejects.toThrow(REFUSED);
    await expect(verifyKey(credentials)).rejects.toThrow(REFUSED);
    expect(local.connections).toBe(0);
  });

  it('says the key was rejected, and asks nothing without a base URL where one is needed', async () => {
    await expect(listModels({ provider: 'openai', apiKey: 'sk-bad', baseUrl: null })).rejects.toThrow(
      'OpenAI rejected this API key (401).',
    );
    await expect(listModels({ provider: 'openai-compatible', apiKey: 'sk-test-0001', baseUrl: null })).rejects.toThrow(
      'An OpenAI-compatible key needs the base URL of its endpoint.',
    );
    expect(fake.requests).toHaveLength(1);
  });
});
