import type { CompareEvent } from '@/lib/ai/compare/compare-events';

const EVENT_TYPES = new Set(['start', 'delta', 'reply', 'reply-error', 'done']);

/** The events of a Compare turn's NDJSON body, in order; lines that are not its events are skipped. */
export async function* readCompareEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<CompareEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A chunk can end mid-line or mid-character: decode as a stream, parse whole lines only.
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

function toEvent(line: string): CompareEvent | null {
  try {
    const value: unknown = JSON.parse(line);
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    return typeof type === 'string' && EVENT_TYPES.has(type) ? (value as CompareEvent) : null;
  } catch {
    return null;
  }
}
