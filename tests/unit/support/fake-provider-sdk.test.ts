// The fake provider's own tests; shared setup in ./fake-provider-helpers.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embed, generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { fakeEmbedding } from '@/tests/support/fake-provider';
import { REPLY, fakeProviderPerFile } from './fake-provider-helpers';

const provider = fakeProviderPerFile();

describe('the real AI SDK against the fake', () => {
  async function collect(stream: AsyncIterable<string>) {
    let text = '';
    for await (const part of stream) text += part;
    return text;
  }

  it('streams the reply through @ai-sdk/openai (chat), @ai-sdk/anthropic and @ai-sdk/openai-compatible', async () => {
    provider.fake.setReply(REPLY);
    const models = [
      createOpenAI({ baseURL: provider.fake.openaiBaseUrl, apiKey: 'sk-sdk' }).chat('gpt-4o-mini'),
      createAnthropic({ baseURL: provider.fake.anthropicBaseUrl, apiKey: 'ak-sdk' })('claude-haiku-4-5'),
      createOpenAICompatible({ name: 'local', baseURL: provider.fake.openaiBaseUrl, apiKey: 'c-sdk' })('local-model'),
    ];
    for (const model of models) {
      const result = streamText({ model, prompt: 'Hello' });
      expect(await collect(result.textStream)).toBe(REPLY);
      expect(await result.finishReason).toBe('stop');
    }
    expect(provider.fake.requests.map((request) => request.path)).toEqual([
      '/v1/chat/completions',
      '/v1/messages',
      '/v1/chat/completions',
    ]);
    expect(provider.fake.requests[0]!.headers.authorization).toBe('Bearer sk-sdk');
    expect(provider.fake.requests[1]!.headers['x-api-key']).toBe('ak-sdk');
    expect(provider.fake.requests[2]!.headers.authorization).toBe('Bearer c-sdk');
  });

  it('retries a 429 at once, surfaces a bad key, and embeds', async () => {
    const openai = createOpenAI({ baseURL: provider.fake.openaiBaseUrl, apiKey: 'sk-sdk' });
    provider.fake.failNext({ status: 429 });
    const started = Date.now();
    const { text } = await generateText({ model: openai.chat('gpt-4o-mini'), prompt: 'Retry me' });
    expect(text).toMatch(/^You said: Retry me\./);
    // retry-after: 0 replaces the SDK's default 2 s backoff.
    expect(Date.now() - started).toBeLessThan(1500);
    const anthropic = createAnthropic({ baseURL: provider.fake.anthropicBaseUrl, apiKey: 'bad-key' })(
      'claude-haiku-4-5',
    );
    await expect(generateText({ model: anthropic, prompt: 'x' })).rejects.toMatchObject({
      statusCode: 401,
      message: 'invalid x-api-key',
    });
    const { embedding } = await embed({ model: openai.embedding('text-embedding-3-small'), value: 'hello world' });
    expect(embedding).toEqual(fakeEmbedding('hello world'));
  });
});
