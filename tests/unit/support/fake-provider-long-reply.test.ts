// The fake provider's long replies (size-limit tests); shared setup in ./fake-provider-helpers.

import { describe, expect, it, vi } from 'vitest';
import { connectFakeProvider, jsonPayloads, longReplyText, readSse } from '@/tests/support/fake-provider';
import { chatRequest, chatText, fakeProviderPerFile, messagesRequest, type ChatChunk } from './fake-provider-helpers';

const provider = fakeProviderPerFile();
const bytesOf = (text: string) => Buffer.byteLength(text);

describe('a long reply ({ bytes })', () => {
  it('streams exactly that many bytes of text, multi-byte characters included, in pieces of at most pieceBytes', async () => {
    provider.fake.setChunkDelay(0);
    provider.fake.setReply({ bytes: 100_000, pieceBytes: 1000 });
    const { events, error } = await readSse(await chatRequest(provider.fake, { stream: true }));
    expect(error).toBeNull();
    expect(events.at(-1)?.data).toBe('[DONE]');
    const pieces = (jsonPayloads(events) as ChatChunk[])
      .map((chunk) => chunk.choices[0]?.delta.content ?? '')
      .filter(Boolean);
    const text = pieces.join('');
    expect(bytesOf(text)).toBe(100_000);
    expect(text).toBe(longReplyText({ bytes: 100_000, pieceBytes: 1000 }));
    expect(text).toMatch(/é.*日本語.*🙂/u);
    expect(Math.max(...pieces.map(bytesOf))).toBeLessThanOrEqual(1000);
    expect(provider.fake.requests[0]).toMatchObject({ textBytesSent: 100_000, abandoned: false });

    // The Anthropic dialect, and a plain (non-streaming) answer, carry the same text.
    provider.fake.setReply({ bytes: 5000 });
    const anthropic = await readSse(await messagesRequest(provider.fake, { stream: true }));
    const deltas = jsonPayloads(anthropic.events) as { delta?: { text?: string } }[];
    expect(deltas.map((event) => event.delta?.text ?? '').join('')).toBe(longReplyText({ bytes: 5000 }));
    const plain = (await (await chatRequest(provider.fake)).json()) as { choices: { message: { content: string } }[] };
    expect(bytesOf(plain.choices[0]!.message.content)).toBe(5000);
  });

  it('records how much text went out and that the client went away before the end', async () => {
    provider.fake.setChunkDelay(0);
    provider.fake.setReply({ bytes: 20 * 1024 * 1024 });
    const controller = new AbortController();
    const response = await chatRequest(provider.fake, { stream: true }, 'sk-test', { signal: controller.signal });
    const reader = response.body!.getReader();
    let received = 0;
    while (received < 64 * 1024) received += (await reader.read()).value!.length;
    controller.abort();
    await vi.waitFor(() => expect(provider.fake.requests[0]!.abandoned).toBe(true));
    const sent = provider.fake.requests[0]!.textBytesSent;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('is set over the control routes too, and malformed ones are refused', async () => {
    provider.fake.setChunkDelay(0);
    const remote = connectFakeProvider(provider.fake.url);
    await remote.setReply({ bytes: 3000 });
    const { events } = await readSse(await chatRequest(provider.fake, { stream: true }));
    expect(chatText(jsonPayloads(events) as ChatChunk[])).toBe(longReplyText({ bytes: 3000 }));
    await expect(remote.setReply({ bytes: -1 })).rejects.toThrow(/bytes must be an integer/);
    await remote.setReply(null);
    expect(() => provider.fake.setReply({ bytes: 1.5 })).toThrow(TypeError);
    expect(() => provider.fake.setReply({ bytes: 10, pieceBytes: 1 })).toThrow(/pieceBytes/);
  });
});
