import { describe, expect, it } from 'vitest';
import { localModelKey, memoryEmbedder } from '@/lib/ai/memory-embedder';

describe('localModelKey', () => {
  it('names the endpoint and the model, whatever trailing slash the base URL was saved with', () => {
    expect(localModelKey('http://localhost:11434/v1/', 'nomic-embed-text')).toBe(
      'openai-compatible:http://localhost:11434/v1#nomic-embed-text',
    );
    expect(localModelKey('http://localhost:11434/v1', 'nomic-embed-text')).toBe(
      localModelKey('http://LOCALHOST:11434/v1//', 'nomic-embed-text'),
    );
    // One model name on two endpoints may be two models: never the same key.
    expect(localModelKey('https://llm.example.com/v1', 'nomic-embed-text')).not.toBe(
      localModelKey('http://localhost:11434/v1', 'nomic-embed-text'),
    );
  });
});

describe('memoryEmbedder', () => {
  const turn = { apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', openaiKey: null, localEmbeddingModel: '' };

  it('embeds nothing (keywords) for another provider without consent, or an endpoint without a named model', async () => {
    for (const provider of ['anthropic', 'openai-compatible'] as const) {
      const embedder = memoryEmbedder({ ...turn, provider });
      expect(embedder.modelKey).toBeNull();
      expect(await embedder.embed('hello')).toBeNull();
    }
  });

  it("keys a local endpoint's vectors by endpoint and model; OpenAI's go to the OpenAI column", () => {
    const local = memoryEmbedder({ ...turn, provider: 'openai-compatible', localEmbeddingModel: 'all-minilm' });
    expect(local.modelKey).toBe('openai-compatible:http://127.0.0.1:9/v1#all-minilm');
    expect(memoryEmbedder({ ...turn, provider: 'openai', baseUrl: null }).modelKey).toBeNull();
    expect(memoryEmbedder({ ...turn, provider: 'anthropic', openaiKey: 'sk-consented' }).modelKey).toBeNull();
  });
});
