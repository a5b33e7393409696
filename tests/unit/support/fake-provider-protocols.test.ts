// The fake provider's own tests; shared setup in ./fake-provider-helpers.

import { describe, expect, it } from 'vitest';
import { chunkGaps, firstChunkDelay, jsonPayloads, readSse } from '@/tests/support/fake-provider';
import {
  chatRequest,
  chatText,
  messagesRequest,
  REPLY,
  fakeProviderPerFile,
  type ChatChunk,
} from './fake-provider-helpers';

const provider = fakeProviderPerFile();
const chat = (body?: object, key?: string, init?: RequestInit) => chatRequest(provider.fake, body, key, init);
const messages = (body?: object, key?: string, init?: RequestInit) => messagesRequest(provider.fake, body, key, init);

describe('OpenAI chat completions', () => {
  it('streams word-sized chunks that concatenate to the reply, then usage and [DONE]', async () => {
    provider.fake.setReply(REPLY);
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
    expect(provider.fake.requests[0]!.chunksSentAt).toHaveLength(REPLY.split(' ').length);
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
    provider.fake.setReply((request) => `model=${(request.body as { model: string }).model}`);
    const body = (await (await chat()).json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe('model=gpt-4o-mini');
  });

  it('waits firstTokenDelayMs before the first chunk and chunkDelayMs between chunks', async () => {
    provider.fake.setFirstTokenDelay(60);
    provider.fake.setChunkDelay(15);
    await readSse(await chat({ stream: true }));
    const [request] = provider.fake.requests;
    expect(firstChunkDelay(request!)).toBeGreaterThanOrEqual(55);
    expect(Math.min(...chunkGaps(request!))).toBeGreaterThanOrEqual(12);
  });
});

describe('Anthropic messages', () => {
  it('streams the documented event sequence with matching event names', async () => {
    provider.fake.setReply(REPLY);
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
    provider.fake.setReply('Short.');
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
    expect((await fetch(`${provider.fake.openaiBaseUrl}/models`)).status).toBe(401);
    const noVersion = await fetch(`${provider.fake.anthropicBaseUrl}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'ak' },
    });
    expect(noVersion.status).toBe(400);
  });

  it('lists models for a good key in the style of the provider asked', async () => {
    const openai = await fetch(`${provider.fake.openaiBaseUrl}/models`, { headers: { authorization: 'Bearer sk-ok' } });
    expect(await openai.json()).toMatchObject({
      object: 'list',
      data: expect.arrayContaining([expect.objectContaining({ id: 'gpt-4o-mini' })]),
    });
    const anthropic = await fetch(`${provider.fake.anthropicBaseUrl}/models`, {
      headers: { 'x-api-key': 'ak', 'anthropic-version': '2023-06-01' },
    });
    expect(await anthropic.json()).toMatchObject({ has_more: false, data: expect.any(Array) });
    expect(
      (
        await fetch(`${provider.fake.anthropicBaseUrl}/models`, {
          headers: { 'x-api-key': 'bad-1', 'anthropic-version': '1' },
        })
      ).status,
    ).toBe(401);
  });
});
