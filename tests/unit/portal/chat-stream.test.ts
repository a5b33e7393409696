import { describe, expect, it } from 'vitest';
import { readChatEvents } from '@/app/(admin)/ai-portal/_components/chat/chat-stream';
import type { ChatEvent } from '@/lib/ai/chat-events';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<ChatEvent[]> {
  const events: ChatEvent[] = [];
  for await (const event of readChatEvents(stream)) events.push(event);
  return events;
}

describe('readChatEvents', () => {
  it('parses one event per line, across chunk boundaries', async () => {
    const events = await collect(
      streamOf([
        '{"type":"delta","te',
        'xt":"Hel"}\n{"type":"delta","text":"lo"}\n{"type":"er',
        'ror","message":"x"}\n',
      ]),
    );
    expect(events).toEqual([
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
      { type: 'error', message: 'x' },
    ]);
  });

  it('decodes a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode('{"type":"delta","text":"ü€😀"}\n');
    const cut = bytes.indexOf(0xe2) + 1; // inside the euro sign
    const events = await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut)]));
    expect(events).toEqual([{ type: 'delta', text: 'ü€😀' }]);
  });

  it('reads a last line without a newline, and skips blank, broken and unknown lines', async () => {
    const events = await collect(streamOf(['\n\nnot json\n{"type":"other"}\n[1]\n{"type":"delta","text":"end"}']));
    expect(events).toEqual([{ type: 'delta', text: 'end' }]);
  });

  it('yields each event as soon as its line is complete', async () => {
    const encoder = new TextEncoder();
    let push!: (text: string) => void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    const events = readChatEvents(stream);
    push('{"type":"delta","text":"a"}\n');
    expect((await events.next()).value).toEqual({ type: 'delta', text: 'a' });
    push('{"type":"delta","text":"b"}\n');
    expect((await events.next()).value).toEqual({ type: 'delta', text: 'b' });
    await events.return(undefined);
  });
});
