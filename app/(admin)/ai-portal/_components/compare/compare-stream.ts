import type { CompareEvent } from '@/lib/ai/compare/compare-events';
import { eventOf, readEvents } from '../chat/chat-stream';

const EVENT_TYPES = new Set(['start', 'delta', 'reply', 'reply-error', 'done']);

/** The events of a Compare turn's NDJSON body, in order; lines that are not its events are skipped. */
export const readCompareEvents = (body: ReadableStream<Uint8Array>) =>
  readEvents(body, (line) => eventOf<CompareEvent>(line, EVENT_TYPES));
