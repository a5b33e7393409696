import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type FakeProvider, startFakeProvider } from '@/tests/support/fake-provider';

export type ChatChunk = {
  object: string;
  choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[];
  usage?: { total_tokens: number } | null;
};

export const REPLY = 'The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun.';

/** Starts one fake provider for the test file and resets it before each test. */
export function fakeProviderPerFile() {
  const holder: { fake: FakeProvider } = {} as { fake: FakeProvider };
  beforeAll(async () => {
    holder.fake = await startFakeProvider();
  });
  afterAll(() => holder.fake.close());
  beforeEach(() => holder.fake.reset());
  return holder;
}

export const json = (value: unknown) => JSON.stringify(value);

export function chatRequest(fake: FakeProvider, body: object = {}, key = 'sk-test', init: RequestInit = {}) {
  return fetch(`${fake.openaiBaseUrl}/chat/completions?trace=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: json({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi there' }], ...body }),
    ...init,
  });
}

export function messagesRequest(fake: FakeProvider, body: object = {}, key = 'ak-test', init: RequestInit = {}) {
  return fetch(`${fake.anthropicBaseUrl}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
    body: json({ model: 'claude-haiku-4-5', max_tokens: 256, messages: [{ role: 'user', content: 'Hi' }], ...body }),
    ...init,
  });
}

export async function postEmbeddings(fake: FakeProvider, input: unknown, extra: object = {}) {
  const response = await fetch(`${fake.openaiBaseUrl}/embeddings`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' },
    body: json({ model: 'text-embedding-3-small', input, ...extra }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { object: string; data: { index: number; embedding: number[] }[] };
}

export const chatText = (chunks: ChatChunk[]) =>
  chunks.flatMap((c) => c.choices.map((choice) => choice.delta.content ?? '')).join('');
