import net from 'node:net';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embed, generateText, streamText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkGaps,
  connectFakeProvider,
  cosineSimilarity,
  type FakeProvider,
  fakeEmbedding,
  firstChunkDelay,
  jsonPayloads,
  readSse,
  startFakeProvider,
} from '@/tests/support/fake-provider';

type ChatChunk = {
  object: string;
  choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[];
  usage?: { total_tokens: number } | null;
};

const REPLY = 'The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun.';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const json = (value: unknown) => JSON.stringify(value);

function chat(body: object = {}, key = 'sk-test', init: RequestInit = {}) {
  return fetch(`${fake.openaiBaseUrl}/chat/completions?trace=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: json({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi there' }], ...body }),
    ...init,
  });
}

function messages(body: object = {}, key = 'ak-test', init: RequestInit = {}) {
  return fetch(`${fake.anthropicBaseUrl}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
    body: json({ model: 'claude-haiku-4-5', max_tokens: 256, messages: [{ role: 'user', content: 'Hi' }], ...body }),
    ...init,
  });
}

async function postEmbeddings(input: unknown, extra: object = {}) {
  const response = await fetch(`${fake.openaiBaseUrl}/embeddings`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
    body: json({ model: 'text-embedding-3-small', input, ...extra }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { object: string; data: { index: number; embedding: number[] }[] };
}

const chatText = (chunks: ChatChunk[]) =>
  chunks.flatMap((c) => c.choices.map((choice) => choice.delta.content ?? '')).join('');

describe('OpenAI chat completions', () => {
  it('streams word-sized chunks that concatenate to the reply, then usage and [DONE]', async () => {
    fake.setReply(REPLY);
    const response = await chat({ stream: true, stream_options: { include_usage: true } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { events, error } = await readSse(response);
    expect(error).toBeNull();
    expect(events.at(-1)?.data).toBe('[DONE]');
    const chunks = jsonPayloads(events) as ChatChunk[];
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(chatText(chunks)).toBe(REPLY);
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe('stop');
    expect(chunks.at(-1)!.choices).toEqual([]);
    expect(chunks.at(-1)!.usage!.total_tokens).toBeGreaterThan(0);
    expect(fake.requests[0]!.chunksSentAt).toHaveLength(REPLY.split(' ').length);
  });

  it('leaves usage out unless asked and answers stream: false with a chat.completion', async () => {
    const streamed = jsonPayloads((await readSse(await chat({ stream: true }))).events) as ChatChunk[];
    expect(streamed.every((chunk) => chunk.usage === undefined)).toBe(true);
    const response = await chat({ messages: [{ role: 'user', content: [{ type: 'text', text: 'Plain please' }] }] });
    const body = (await response.json()) as { object: string; choices: { message: { content: string } }[] };
    expect(body.object).toBe('chat.completion');
    expect(body.choices[0]!.message.content).toMatch(/^You said: Plain please\./);
    expect(body.choices[0]!.message.content.length).toBeGreaterThan(100);
  });

  it('lets a reply function see the logged request', async () => {
    fake.setReply((request) => `model=${(request.body as { model: string }).model}`);
    const body = (await (await chat()).json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe('model=gpt-4o-mini');
  });

  it('waits firstTokenDelayMs before the first chunk and chunkDelayMs between chunks', async () => {
    fake.setFirstTokenDelay(60);
    fake.setChunkDelay(15);
    await readSse(await chat({ stream: true }));
    const [request] = fake.requests;
    expect(firstChunkDelay(request!)).toBeGreaterThanOrEqual(55);
    expect(Math.min(...chunkGaps(request!))).toBeGreaterThanOrEqual(12);
  });
});

describe('Anthropic messages', () => {
  it('streams the documented event sequence with matching event names', async () => {
    fake.setReply(REPLY);
    const { events, error } = await readSse(await messages({ stream: true }));
    expect(error).toBeNull();
    const names = events.map((event) => event.event);
    const deltas = names.filter((name) => name === 'content_block_delta').length;
    expect(deltas).toBeGreaterThan(5);
    expect(names).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      ...Array<string>(deltas).fill('content_block_delta'),
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const payloads = jsonPayloads(events) as { type: string; delta?: { text?: string; stop_reason?: string } }[];
    expect(payloads.map((payload) => payload.type)).toEqual(names);
    expect(payloads.map((payload) => payload.delta?.text ?? '').join('')).toBe(REPLY);
    expect(payloads.at(-2)!.delta!.stop_reason).toBe('end_turn');
  });

  it('answers a non-streaming request with a message object', async () => {
    fake.setReply('Short.');
    const body = (await (await messages()).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'message', role: 'assistant', stop_reason: 'end_turn' });
    expect(body.content).toEqual([{ type: 'text', text: 'Short.' }]);
  });
});

describe('keys', () => {
  it('rejects bad or missing keys in each provider format', async () => {
    const openai = await chat({}, 'sk-bad');
    expect(openai.status).toBe(401);
    expect(await openai.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_api_key' } });
    const anthropic = await messages({}, 'bad-anthropic-key');
    expect(anthropic.status).toBe(401);
    expect(await anthropic.json()).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: 'invalid x-api-key' },
    });
    expect((await fetch(`${fake.openaiBaseUrl}/models`)).status).toBe(401);
    const noVersion = await fetch(`${fake.anthropicBaseUrl}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'ak' },
    });
    expect(noVersion.status).toBe(400);
  });

  it('lists models for a good key in the style of the provider asked', async () => {
    const openai = await fetch(`${fake.openaiBaseUrl}/models`, { headers: { authorization: 'Bearer sk-ok' } });
    expect(await openai.json()).toMatchObject({
      object: 'list',
      data: expect.arrayContaining([expect.objectContaining({ id: 'gpt-4o-mini' })]),
    });
    const anthropic = await fetch(`${fake.anthropicBaseUrl}/models`, {
      headers: { 'x-api-key': 'ak', 'anthropic-version': '2023-06-01' },
    });
    expect(await anthropic.json()).toMatchObject({ has_more: false, data: expect.any(Array) });
    expect(
      (await fetch(`${fake.anthropicBaseUrl}/models`, { headers: { 'x-api-key': 'bad-1', 'anthropic-version': '1' } }))
        .status,
    ).toBe(401);
  });
});

describe('faults', () => {
  it('answers queued statuses in order, in each provider format, then serves normally', async () => {
    fake.failNext({ status: 429 });
    fake.failNext({ status: 500 });
    fake.failNext({ status: 503 }, { times: 2 });
    const limited = await chat();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('0');
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
    const broken = await messages();
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
    // Embeddings and models never take a fault from the queue.
    await postEmbeddings('still fine');
    expect((await fetch(`${fake.openaiBaseUrl}/models`, { headers: { authorization: 'Bearer sk' } })).status).toBe(200);
    expect((await chat()).status).toBe(503);
    expect(await (await messages()).json()).toMatchObject({ error: { type: 'overloaded_error' } });
    expect((await chat()).status).toBe(200);
    expect(fake.requests.map((request) => request.fault)).toEqual([
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
    fake.failNext({ stall: true });
    const controller = new AbortController();
    const response = await chat({ stream: true }, 'sk-test', { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const preamble = new TextDecoder().decode((await reader.read()).value);
    expect(preamble).toContain('"role":"assistant"');
    const next = reader.read();
    setTimeout(() => controller.abort(), 50);
    await expect(next).rejects.toThrow(/abort/i);
    await vi.waitFor(() => expect(fake.requests[0]!.status).toBe(200));
    expect(fake.requests[0]!.chunksSentAt).toEqual([]);
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
    fake.failNext({ cutAfterChunks: 3 });
    const openai = await readSse(await chat({ stream: true }));
    expect(openai.error).not.toBeNull();
    expect(openai.events.some((event) => event.data === '[DONE]')).toBe(false);
    const chunks = jsonPayloads(openai.events) as ChatChunk[];
    expect(chunks.slice(1).map((chunk) => chunk.choices[0]!.delta.content)).toEqual(['You', ' said:', ' Hi']);
    fake.failNext({ cutAfterChunks: 2 });
    const anthropic = await readSse(await messages({ stream: true }));
    expect(anthropic.error).not.toBeNull();
    expect(anthropic.events.map((event) => event.event).slice(-2)).toEqual([
      'content_block_delta',
      'content_block_delta',
    ]);
    fake.failNext({ cutAfterChunks: 0 });
    await expect(chat()).rejects.toThrow();
  });

  it('rejects malformed faults', () => {
    expect(() => fake.failNext({ status: 418 } as never)).toThrow(TypeError);
    expect(() => fake.failNext({ stall: true }, { times: 0 })).toThrow(RangeError);
  });
});

describe('embeddings', () => {
  const similar = ['How do I reset my password?', 'How can I reset my forgotten password?'];
  const alsoSimilar = [
    'Veteran-owned business offering web development services',
    'Web development services from a veteran owned business',
  ];
  const unrelated = 'Best pizza dough recipe with fresh basil';

  it('returns deterministic unit vectors of 1536 numbers in OpenAI list format', async () => {
    const body = await postEmbeddings([similar[0], unrelated]);
    expect(body.object).toBe('list');
    expect(body.data.map((item) => item.index)).toEqual([0, 1]);
    const [first] = body.data;
    expect(first!.embedding).toHaveLength(1536);
    expect(Math.hypot(...first!.embedding)).toBeCloseTo(1, 6);
    expect((await postEmbeddings(similar[0])).data[0]!.embedding).toEqual(first!.embedding);
    expect(first!.embedding).toEqual(fakeEmbedding(similar[0]!));
  });

  it('scores similar texts high and unrelated texts low', async () => {
    const [a, b, c, d, e] = (await postEmbeddings([...similar, ...alsoSimilar, unrelated])).data.map(
      (item) => item.embedding,
    );
    expect(cosineSimilarity(a!, b!)).toBeGreaterThan(0.7);
    expect(cosineSimilarity(c!, d!)).toBeGreaterThan(0.7);
    for (const other of [a, c]) expect(cosineSimilarity(other!, e!)).toBeLessThan(0.5);
    expect(cosineSimilarity(a!, c!)).toBeLessThan(0.5);
  });

  it('honours dimensions and base64 encoding', async () => {
    const short = (await postEmbeddings('hello world', { dimensions: 256 })).data[0]!.embedding;
    expect(short).toHaveLength(256);
    const encoded = (await postEmbeddings('hello world', { encoding_format: 'base64' })).data[0]!
      .embedding as unknown as string;
    const bytes = Buffer.from(encoded, 'base64');
    const floats = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const reference = fakeEmbedding('hello world');
    expect(floats).toHaveLength(1536);
    expect(Array.from(floats).every((value, i) => Math.abs(value - reference[i]!) < 1e-6)).toBe(true);
  });
});

describe('request log and robustness', () => {
  it('logs method, path, lowercased headers with the key, parsed body and arrival time', async () => {
    const before = Date.now();
    await chat({ temperature: 0 }, 'sk-which-one');
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      status: 200,
      fault: null,
      body: { model: 'gpt-4o-mini', temperature: 0, messages: [{ role: 'user', content: 'Hi there' }] },
    });
    expect(request!.headers.authorization).toBe('Bearer sk-which-one');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.at).toBeGreaterThanOrEqual(before);
    const log = fake.requests;
    fake.reset();
    expect(log).toHaveLength(0);
  });

  it('answers bad JSON with 400, unknown paths with 404, and survives garbage on the socket', async () => {
    const badJson = await fetch(`${fake.openaiBaseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk' },
      body: '{"model": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const badAnthropic = await fetch(`${fake.anthropicBaseUrl}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'ak', 'anthropic-version': '2023-06-01' },
      body: 'nope',
    });
    expect(await badAnthropic.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect((await fetch(`${fake.url}/v1/unknown`)).status).toBe(404);
    const { port, hostname } = new URL(fake.url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname, () => socket.end('NOT HTTP AT ALL\r\n\r\n'));
      // Consume the 400 reply; a paused socket never reaches 'close'.
      socket.resume();
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    expect((await chat()).status).toBe(200);
  });

  it('can be driven over HTTP from another process', async () => {
    const remote = connectFakeProvider(fake.url);
    await remote.setReply('Remote reply.');
    await remote.failNext({ status: 429 });
    await remote.setDelays({ chunkDelayMs: 0 });
    expect((await chat()).status).toBe(429);
    expect(await (await messages()).json()).toMatchObject({ content: [{ text: 'Remote reply.' }] });
    expect((await remote.requests()).map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/messages']);
    await remote.reset();
    expect(fake.requests).toHaveLength(0);
    await expect(remote.failNext({ stall: false } as never)).rejects.toThrow(/fault/);
  });
});

describe('the real AI SDK against the fake', () => {
  async function collect(stream: AsyncIterable<string>) {
    let text = '';
    for await (const part of stream) text += part;
    return text;
  }

  it('streams the reply through @ai-sdk/openai (chat), @ai-sdk/anthropic and @ai-sdk/openai-compatible', async () => {
    fake.setReply(REPLY);
    const models = [
      createOpenAI({ baseURL: fake.openaiBaseUrl, apiKey: 'sk-sdk' }).chat('gpt-4o-mini'),
      createAnthropic({ baseURL: fake.anthropicBaseUrl, apiKey: 'ak-sdk' })('claude-haiku-4-5'),
      createOpenAICompatible({ name: 'local', baseURL: fake.openaiBaseUrl, apiKey: 'c-sdk' })('local-model'),
    ];
    for (const model of models) {
      const result = streamText({ model, prompt: 'Hello' });
      expect(await collect(result.textStream)).toBe(REPLY);
      expect(await result.finishReason).toBe('stop');
    }
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/chat/completions',
      '/v1/messages',
      '/v1/chat/completions',
    ]);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-sdk');
    expect(fake.requests[1]!.headers['x-api-key']).toBe('ak-sdk');
    expect(fake.requests[2]!.headers.authorization).toBe('Bearer c-sdk');
  });

  it('retries a 429 at once, surfaces a bad key, and embeds', async () => {
    const openai = createOpenAI({ baseURL: fake.openaiBaseUrl, apiKey: 'sk-sdk' });
    fake.failNext({ status: 429 });
    const started = Date.now();
    const { text } = await generateText({ model: openai.chat('gpt-4o-mini'), prompt: 'Retry me' });
    expect(text).toMatch(/^You said: Retry me\./);
    // retry-after: 0 replaces the SDK's default 2 s backoff.
    expect(Date.now() - started).toBeLessThan(1500);
    const anthropic = createAnthropic({ baseURL: fake.anthropicBaseUrl, apiKey: 'bad-key' })('claude-haiku-4-5');
    await expect(generateText({ model: anthropic, prompt: 'x' })).rejects.toMatchObject({
      statusCode: 401,
      message: 'invalid x-api-key',
    });
    const { embedding } = await embed({ model: openai.embedding('text-embedding-3-small'), value: 'hello world' });
    expect(embedding).toEqual(fakeEmbedding('hello world'));
  });
});
