/** One server-sent event: its `event:` name (null when absent) and its joined `data:` lines. */
export interface SseEvent {
  event: string | null;
  data: string;
}

export interface SseRead {
  events: SseEvent[];
  /** Why the body stopped early (dropped connection, abort), or null when it ended normally. */
  error: unknown;
}

function parseBlock(block: string): SseEvent | null {
  let event: string | null = null;
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return event === null && data.length === 0 ? null : { event, data: data.join('\n') };
}

/**
 * Reads a whole SSE response. A broken stream is reported in `error` rather than thrown, so a test can
 * assert both on what arrived before the break and on the break itself. Works for any SSE endpoint,
 * the app's own streaming routes included.
 */
export async function readSse(response: Response): Promise<SseRead> {
  const events: SseEvent[] = [];
  if (!response.body) return { events, error: null };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let error: unknown = null;
  const drain = () => {
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = parseBlock(block);
      if (event) events.push(event);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      drain();
    }
  } catch (caught) {
    error = caught;
  }
  buffer += decoder.decode();
  // A final block without its blank line is still an event if the stream ended cleanly.
  if (error === null && buffer.trim() !== '') buffer += '\n\n';
  drain();
  return { events, error };
}

/** The JSON payloads of the events, skipping OpenAI's `[DONE]` sentinel. */
export function jsonPayloads(events: SseEvent[]): Record<string, unknown>[] {
  return events.filter((event) => event.data !== '[DONE]').map((event) => JSON.parse(event.data));
}
