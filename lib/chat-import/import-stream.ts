import 'server-only';
import type { ImportEvent } from './events';
import { runImport } from './run-import';

type RunInput = Omit<Parameters<typeof runImport>[0], 'signal' | 'emit'>;

/**
 * The import as a stream of NDJSON events. The import runs on its own, not paced by the reader;
 * a reader that cancels (the browser went away, or Cancel) abandons it.
 */
export function importStream(input: RunInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const emit = (event: ImportEvent) => {
        if (!abort.signal.aborted) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      void runImport({ ...input, signal: abort.signal, emit }).finally(() => {
        if (!abort.signal.aborted) controller.close();
      });
    },
    cancel() {
      abort.abort();
    },
  });
}
