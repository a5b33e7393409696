// The fake provider's reasoning (setReasoning): Anthropic thinking blocks and the
// `reasoning_content` deltas OpenAI-compatible servers stream, read by the real AI SDK.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText, type LanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { connectFakeProvider, jsonPayloads, readSse } from '@/tests/support/fake-provider';
import { REPLY, chatRequest, fakeProviderPerFile, messagesRequest } from './fake-provider-helpers';

const provider = fakeProviderPerFile();
const THOUGHT = 'The user greets me. A short, friendly answer fits.';

/** What the SDK made of one streamed reply: its reasoning and its text. */
async function readParts(model: LanguageModel) {
  let reasoning = '';
  let text = '';
  for await (const part of streamText({ model, prompt: 'Hello' }).stream) {
    if (part.type === 'reasoning-delta') reasoning += part.text;
    if (part.type === 'text-delta') text += part.text;
  }
  return { reasoning, text };
}

const anthropic = () =>
  createAnthropic({ baseURL: provider.fake.anthropicBaseUrl, apiKey: 'ak-sdk' })('claude-haiku-4-5');
const compatible = () =>
  createOpenAICompatible({ name: 'local', baseURL: provider.fake.openaiBaseUrl, apiKey: 'c-sdk' })('local-model');

describe('the fake provider streams reasoning before the reply when told to', () => {
  it('sends none unless told: the replies read as before', async () => {
    provider.fake.setReply(REPLY);
    expect(await readParts(anthropic())).toEqual({ reasoning: '', text: REPLY });
    expect(await readParts(compatible())).toEqual({ reasoning: '', text: REPLY });
  });

  it('Anthropic: a signed thinking block at index 0, the text block after it', async () => {
    provider.fake.setReply(REPLY);
    provider.fake.setReasoning(THOUGHT);
    expect(await readParts(anthropic())).toEqual({ reasoning: THOUGHT, text: REPLY });
    const events = (await readSse(await messagesRequest(provider.fake, { stream: true }))).events;
    const payloads = events.map((event) => JSON.parse(event.data) as Record<string, unknown>);
    const starts = payloads.filter((p) => p.type === 'content_block_start');
    expect(starts).toEqual([
      { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } },
      { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
    ]);
    const deltaTypes = payloads.flatMap((p) =>
      p.type === 'content_block_delta' ? [(p.delta as { type: string }).type] : [],
    );
    expect(deltaTypes.indexOf('signature_delta')).toBeGreaterThan(deltaTypes.lastIndexOf('thinking_delta'));
    expect(deltaTypes.indexOf('text_delta')).toBeGreaterThan(deltaTypes.indexOf('signature_delta'));
  });

  it('OpenAI-compatible: reasoning_content deltas before the content ones', async () => {
    provider.fake.setReply(REPLY);
    provider.fake.setReasoning(THOUGHT);
    expect(await readParts(compatible())).toEqual({ reasoning: THOUGHT, text: REPLY });
    const chunks = jsonPayloads((await readSse(await chatRequest(provider.fake, { stream: true }))).events) as {
      choices: { delta: { reasoning_content?: string; content?: string } }[];
    }[];
    const deltas = chunks.map((chunk) => chunk.choices[0]?.delta ?? {});
    expect(deltas.map((d) => d.reasoning_content ?? '').join('')).toBe(THOUGHT);
    const lastThought = deltas.findLastIndex((d) => d.reasoning_content);
    expect(deltas.findIndex((d) => d.content)).toBeGreaterThan(lastThought);
  });

  it('OpenAI Chat Completions: the SDK reads no reasoning there, the reply is whole', async () => {
    provider.fake.setReply(REPLY);
    provider.fake.setReasoning(THOUGHT);
    const openai = createOpenAI({ baseURL: provider.fake.openaiBaseUrl, apiKey: 'sk-sdk' }).chat('gpt-4o-mini');
    expect(await readParts(openai)).toEqual({ reasoning: '', text: REPLY });
  });

  it('is set over the control routes too, and reset clears it', async () => {
    const remote = connectFakeProvider(provider.fake.url);
    provider.fake.setReply(REPLY);
    await remote.setReasoning(THOUGHT);
    expect((await readParts(compatible())).reasoning).toBe(THOUGHT);
    await remote.reset();
    provider.fake.setReply(REPLY);
    expect((await readParts(compatible())).reasoning).toBe('');
  });
});
