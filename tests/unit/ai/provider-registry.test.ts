import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { apiModelId, PROVIDERS, providerCatalogue, providerDescriptor, type Provider } from '@/lib/ai/model-catalogue';
import { baseUrlOf, chatModel, serverProvider } from '@/lib/ai/providers';
import { saveKeyBody } from '@/app/api/portal/schemas';
import { providerLabel } from '@/app/(admin)/ai-portal/_components/settings/key-format';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'returned';
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : String(error);
  }
};

describe('the provider registry', () => {
  it.each(PROVIDERS)('has a whole entry for %s, on the client-safe side and the server side', (id) => {
    const descriptor = providerDescriptor(id);
    expect(descriptor.label).toBeTruthy();
    expect(descriptor.shortLabel).toBeTruthy();
    expect(descriptor.models.length).toBeGreaterThan(0);
    expect(descriptor.needsBaseUrl).toBe(descriptor.baseUrlExample !== null);
    expect(providerLabel(id)).toBe(descriptor.shortLabel);
    const server = serverProvider(id);
    expect(server.defaultBaseUrl() === null).toBe(descriptor.needsBaseUrl);
    const baseUrl = descriptor.needsBaseUrl ? 'https://llm.example.com/v1' : null;
    expect(chatModel({ provider: id, apiKey: 'sk-test', baseUrl }, descriptor.models[0]!.id)).toBeTruthy();
  });

  it('refuses an unknown provider id everywhere instead of treating it as OpenAI-compatible', () => {
    const unknown = 'mistral' as Provider;
    const withUrl = { provider: unknown, apiKey: 'sk-test', baseUrl: 'https://llm.example.com/v1' };
    // Before the registry an unknown id took the OpenAI-compatible branch of baseUrlOf, chatModel
    // and verifyKey (the last `return` of each), and failed only by accident: a TypeError from a
    // catalogue lookup on the way, which the route answered as a 500 without a message.
    expect(codeOf(() => chatModel(withUrl, 'some-model'))).toBe('invalid_input: Unknown provider "mistral".');
    expect(codeOf(() => baseUrlOf(withUrl))).toBe('invalid_input: Unknown provider "mistral".');
    expect(codeOf(() => serverProvider(unknown))).toBe('invalid_input: Unknown provider "mistral".');
    expect(codeOf(() => apiModelId(unknown, 'x'))).toBe('invalid_input: Unknown provider "mistral".');
    expect(codeOf(() => providerDescriptor('__proto__'))).toBe('invalid_input: Unknown provider "__proto__".');
    expect(saveKeyBody.safeParse({ provider: 'mistral', apiKey: 'sk-test-0001' }).success).toBe(false);
  });

  it('asks for a base URL exactly for the providers whose entry says so', () => {
    for (const id of PROVIDERS) {
      const parsed = saveKeyBody.safeParse({ provider: id, apiKey: 'sk-test-0001' });
      expect(parsed.success).toBe(!providerCatalogue[id].needsBaseUrl);
    }
    const refused = saveKeyBody.safeParse({ provider: 'openai-compatible', apiKey: 'sk-test-0001' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['baseUrl'],
      message: 'An OpenAI-compatible key needs the base URL of its endpoint.',
    });
  });
});
