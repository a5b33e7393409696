import type { ChatEvent } from '@/lib/ai/chat-events';

/** The `{ type }` objects of one NDJSON line whose type is in `types`; anything else is null. */
export function eventOf<T>(line: string, types: ReadonlySet<string>): T | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return null;
    const type = (value as { type?: unknown }).type;
    return typeof type === 'string' && types.has(type) ? (value as T) : null;
  } catch {
    return null;
  }
}

/**
 * The events of an NDJSON body, in order, as they arrive. A chunk may end in the middle of a
 * line or of a multi-byte character, so text is decoded in streaming mode and only whole lines
 * are parsed. Lines that `toEvent` turns down are skipped.
 */
export async function* readEvents<T>(
  body: ReadableStream<Uint8Array>,
  toEvent: (line: string) => T | null,
): AsyncGenerator<T> {
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

const CHAT_EVENT_TYPES = new Set(['start', 'reasoning', 'delta', 'tool', 'done', 'error']);

/** The chat turn's events (lib/ai/chat-events) of an NDJSON body. */
export const readChatEvents = (body: ReadableStream<Uint8Array>) =>
  readEvents(body, (line) => eventOf<ChatEvent>(line, CHAT_EVENT_TYPES));
