import type { ChatEvent } from '@/lib/ai/chat-events';

const EVENT_TYPES = new Set(['start', 'delta', 'done', 'error']);

function toEvent(line: string): ChatEvent | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return null;
    const type = (value as { type?: unknown }).type;
    return typeof type === 'string' && EVENT_TYPES.has(type) ? (value as ChatEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The events of an NDJSON body, in order, as they arrive. A chunk may end in the middle of a
 * line or of a multi-byte character, so text is decoded in streaming mode and only whole lines
 * are parsed. Lines that are not chat events are skipped.
 */
export async function* readChatEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const event = line.trim() ? toEvent(line) : null;
        if (event) yield event;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
