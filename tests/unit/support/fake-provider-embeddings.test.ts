// The fake provider's own tests; shared setup in ./fake-provider-helpers.
import net from 'node:net';

import { describe, expect, it } from 'vitest';
import { connectFakeProvider, cosineSimilarity, fakeEmbedding } from '@/tests/support/fake-provider';
import { chatRequest, messagesRequest, postEmbeddings, fakeProviderPerFile } from './fake-provider-helpers';

const provider = fakeProviderPerFile();
const chat = (body?: object, key?: string, init?: RequestInit) => chatRequest(provider.fake, body, key, init);
const messages = (body?: object, key?: string, init?: RequestInit) => messagesRequest(provider.fake, body, key, init);
const embeddings = (input: unknown, extra?: object) => postEmbeddings(provider.fake, input, extra);

describe('embeddings', () => {
  const similar = ['How do I reset my password?', 'How can I reset my forgotten password?'];
  const alsoSimilar = [
    'Veteran-owned business offering web development services',
    'Web development services from a veteran owned business',
  ];
  const unrelated = 'Best pizza dough recipe with fresh basil';

  it('returns deterministic unit vectors of 1536 numbers in OpenAI list format', async () => {
    const body = await embeddings([similar[0], unrelated]);
    expect(body.object).toBe('list');
    expect(body.data.map((item) => item.index)).toEqual([0, 1]);
    const [first] = body.data;
    expect(first!.embedding).toHaveLength(1536);
    expect(Math.hypot(...first!.embedding)).toBeCloseTo(1, 6);
    expect((await embeddings(similar[0])).data[0]!.embedding).toEqual(first!.embedding);
    expect(first!.embedding).toEqual(fakeEmbedding(similar[0]!));
  });

  it('scores similar texts high and unrelated texts low', async () => {
    const [a, b, c, d, e] = (await embeddings([...similar, ...alsoSimilar, unrelated])).data.map(
      (item) => item.embedding,
    );
    expect(cosineSimilarity(a!, b!)).toBeGreaterThan(0.7);
    expect(cosineSimilarity(c!, d!)).toBeGreaterThan(0.7);
    for (const other of [a, c]) expect(cosineSimilarity(other!, e!)).toBeLessThan(0.5);
    expect(cosineSimilarity(a!, c!)).toBeLessThan(0.5);
  });

  it('honours dimensions and base64 encoding', async () => {
    const short = (await embeddings('hello world', { dimensions: 256 })).data[0]!.embedding;
    expect(short).toHaveLength(256);
    const encoded = (await embeddings('hello world', { encoding_format: 'base64' })).data[0]!
      .embedding as unknown as string;
    const bytes = Buffer.from(encoded, 'base64');
    const floats = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    const reference = fakeEmbedding('hello world');
    expect(floats).toHaveLength(1536);
    expect(Array.from(floats).every((value, i) => Math.abs(value - reference[i]!) < 1e-6)).toBe(true);
  });
});

describe('embeddings of local models (the OpenAI-compatible endpoint)', () => {
  it('gives the sizes local models have, whatever their tag, with the same similar-text behaviour', async () => {
    for (const [model, size] of [
      ['nomic-embed-text', 768],
      ['nomic-embed-text:latest', 768],
      ['mxbai-embed-large', 1024],
      ['all-minilm:l6-v2', 384],
    ] as const) {
      const vector = (await embeddings('hello world', { model })).data[0]!.embedding;
      expect(vector).toEqual(fakeEmbedding('hello world', size));
    }
  });

  it('answers 404 like an endpoint without embeddings when told to, in process or over control, until reset', async () => {
    const post = () =>
      fetch(`${provider.fake.openaiBaseUrl}/embeddings`, {
        method: 'POST',
        headers: { authorization: 'Bearer local-key', 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'nomic-embed-text', input: 'hi' }),
      });
    provider.fake.setEmbeddingsServed(false);
    const refused = await post();
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid URL (POST /v1/embeddings)',
    );
    provider.fake.reset();
    expect((await post()).status).toBe(200);
    const remote = connectFakeProvider(provider.fake.url);
    await remote.setEmbeddingsServed(false);
    expect((await post()).status).toBe(404);
    await remote.setEmbeddingsServed(true);
    expect((await post()).status).toBe(200);
  });
});

describe('request log and robustness', () => {
  it('logs method, path, lowercased headers with the key, parsed body and arrival time', async () => {
    const before = Date.now();
    await chat({ temperature: 0 }, 'sk-which-one');
    const [request] = provider.fake.requests;
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
    const log = provider.fake.requests;
    provider.fake.reset();
    expect(log).toHaveLength(0);
  });

  it('answers bad JSON with 400, unknown paths with 404, and survives garbage on the socket', async () => {
    const badJson = await fetch(`${provider.fake.openaiBaseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk' },
      body: '{"model": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const badAnthropic = await fetch(`${provider.fake.anthropicBaseUrl}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'ak', 'anthropic-version': '2023-06-01' },
      body: 'nope',
    });
    expect(await badAnthropic.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect((await fetch(`${provider.fake.url}/v1/unknown`)).status).toBe(404);
    const { port, hostname } = new URL(provider.fake.url);
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
    const remote = connectFakeProvider(provider.fake.url);
    await remote.setReply('Remote reply.');
    await remote.failNext({ status: 429 });
    await remote.setDelays({ chunkDelayMs: 0 });
    expect((await chat()).status).toBe(429);
    expect(await (await messages()).json()).toMatchObject({ content: [{ text: 'Remote reply.' }] });
    expect((await remote.requests()).map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/messages']);
    await remote.reset();
    expect(provider.fake.requests).toHaveLength(0);
    await expect(remote.failNext({ stall: false } as never)).rejects.toThrow(/fault/);
  });
});
