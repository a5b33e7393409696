import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateText } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryEmbedder } from '@/lib/ai/memory-embedder';
import { describeProviderError } from '@/lib/ai/provider-errors';
import { chatModel, EMBEDDINGS_BODY_MAX } from '@/lib/ai/providers';

// Issue #37, 9: an endpoint's answer is read no further than it can be of use, as model lists
// are. This stand-in for OpenAI answers every request with `size` bytes of junk, in pieces, and
// records whether the client hung up before the end (it read no further) or read it all.
type Answer = { status: number; size: number };
const PIECE = Buffer.alloc(64 * 1024, 'x');
let answer: Answer = { status: 400, size: 0 };
const served: { finished: boolean; bytes: number }[] = [];
let server: http.Server;

async function send(res: http.ServerResponse, size: number) {
  const record = { finished: false, bytes: 0 };
  served.push(record);
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  while (record.bytes < size && !res.destroyed) {
    record.bytes += PIECE.length;
    if (!res.write(PIECE))
      await new Promise((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
  }
  if (!res.destroyed) res.end(() => (record.finished = true));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => void send(res, answer.size));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Read on first use (lib/env): nothing before this test's first request reads it.
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a provider answering far more than it should', () => {
  it('an error answer of 32 MB is read only for its message: the chat gets a clear error', async () => {
    answer = { status: 400, size: 32 * 1024 * 1024 };
    served.length = 0;
    const model = chatModel({ provider: 'openai', apiKey: 'sk-answer-size-0001', baseUrl: null }, 'gpt-4o-mini');
    const error = await generateText({ model, prompt: 'Hello', maxRetries: 0 }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(describeProviderError(error, 'OpenAI')).toBe('OpenAI refused the request (400).');
    expect(served).toHaveLength(1);
    expect(served[0]!.finished).toBe(false);
  });

  it(`an embeddings answer over ${EMBEDDINGS_BODY_MAX / 1024 / 1024} MB is given up: memory falls back to keywords`, async () => {
    answer = { status: 200, size: EMBEDDINGS_BODY_MAX + 16 * 1024 * 1024 };
    served.length = 0;
    const embedder = memoryEmbedder({
      provider: 'openai',
      apiKey: 'sk-answer-size-0002',
      baseUrl: null,
      openaiKey: null,
      localEmbeddingModel: '',
    });
    expect(await embedder.embed('the convoy leaves at dawn')).toBeNull();
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((record) => !record.finished)).toBe(true);
  });
});
