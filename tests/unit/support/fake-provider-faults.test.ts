// The fake provider's own tests; shared setup in ./fake-provider-helpers.

import { describe, expect, it, vi } from 'vitest';
import { jsonPayloads, readSse, startFakeProvider } from '@/tests/support/fake-provider';
import {
  chatRequest,
  json,
  messagesRequest,
  postEmbeddings,
  fakeProviderPerFile,
  type ChatChunk,
} from './fake-provider-helpers';

const provider = fakeProviderPerFile();
const chat = (body?: object, key?: string, init?: RequestInit) => chatRequest(provider.fake, body, key, init);
const messages = (body?: object, key?: string, init?: RequestInit) => messagesRequest(provider.fake, body, key, init);
const embeddings = (input: unknown, extra?: object) => postEmbeddings(provider.fake, input, extra);

describe('faults', () => {
  it('answers queued statuses in order, in each provider format, then serves normally', async () => {
    provider.fake.failNext({ status: 429 });
    provider.fake.failNext({ status: 500 });
    provider.fake.failNext({ status: 503 }, { times: 2 });
    const limited = await chat();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('0');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    const broken = await messages();
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
    // Embeddings and models never take a fault from the queue.
    await embeddings('still fine');
    expect(
      (await fetch(`${provider.fake.openaiBaseUrl}/models`, { headers: { authorization: 'Bearer sk' } })).status,
    ).toBe(200);
    expect((await chat()).status).toBe(503);
    expect(await (await messages()).json()).toMatchObject({ error: { type: 'overloaded_error' } });
    expect((await chat()).status).toBe(200);
    expect(provider.fake.requests.map((request) => request.fault)).toEqual([
      { status: 429 },
      { status: 500 },
      null,
      null,
      { status: 503 },
      { status: 503 },
      null,
    ]);
  });

  it('stalls after the preamble until the client aborts', async () => {
    provider.fake.failNext({ stall: true });
    const controller = new AbortController();
    const response = await chat({ stream: true }, 'sk-test', { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const preamble = new TextDecoder().decode((await reader.read()).value);
    expect(preamble).toContain('"role":"assistant"');
    const next = reader.read();
    setTimeout(() => controller.abort(), 50);
    await expect(next).rejects.toThrow(/abort/i);
    await vi.waitFor(() => expect(provider.fake.requests[0]!.status).toBe(200));
    expect(provider.fake.requests[0]!.chunksSentAt).toEqual([]);
  });

  it('ends a stalled request when the fake closes', async () => {
    const own = await startFakeProvider();
    own.failNext({ stall: true });
    const pending = fetch(`${own.openaiBaseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk' },
      body: json({ model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    });
    await vi.waitFor(() => expect(own.requests).toHaveLength(1));
    await own.close();
    await expect(pending).rejects.toThrow();
  });

  it('cuts the stream after N chunks, without the final chunk or [DONE]', async () => {
    provider.fake.failNext({ cutAfterChunks: 3 });
    const openai = await readSse(await chat({ stream: true }));
    expect(openai.error).not.toBeNull();
    expect(openai.events.some((event) => event.data === '[DONE]')).toBe(false);
    const chunks = jsonPayloads(openai.events) as ChatChunk[];
    expect(chunks.slice(1).map((chunk) => chunk.choices[0]!.delta.content)).toEqual(['You', ' said:', ' Hi']);
    provider.fake.failNext({ cutAfterChunks: 2 });
    const anthropic = await readSse(await messages({ stream: true }));
    expect(anthropic.error).not.toBeNull();
    expect(anthropic.events.map((event) => event.event).slice(-2)).toEqual([
      'content_block_delta',
      'content_block_delta',
    ]);
    provider.fake.failNext({ cutAfterChunks: 0 });
    await expect(chat()).rejects.toThrow();
  });

  it('rejects malformed faults', () => {
    expect(() => provider.fake.failNext({ status: 418 } as never)).toThrow(TypeError);
    expect(() => provider.fake.failNext({ stall: true }, { times: 0 })).toThrow(RangeError);
  });
});
