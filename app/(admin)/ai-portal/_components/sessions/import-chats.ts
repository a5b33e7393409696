import type { ImportEvent } from '@/app/api/portal/import/schema';
import { IMPORT_MAX_FILE_BYTES } from '@/lib/chat-import/events';
import { openRoute } from '@/lib/http/call-route';

export type ImportProgress =
  | { phase: 'uploading' }
  | { phase: 'writing'; done: number; total: number }
  | { phase: 'done'; imported: number; skipped: number; cut: number }
  | { phase: 'failed'; message: string };

const FAILED = 'The import failed. Try again.';
const tooLarge = `The file is larger than ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB; the import takes up to that. For a larger ChatGPT export, upload the conversations.json from its ZIP.`;

/**
 * Sends the file to POST /api/portal/import and reports each step as it comes back: the upload,
 * every batch written, and the end. Aborting `signal` stops the import, and the server takes
 * back what it had written.
 */
export async function importChats(
  file: File,
  report: (progress: ImportProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  if (file.size > IMPORT_MAX_FILE_BYTES) return report({ phase: 'failed', message: tooLarge });
  report({ phase: 'uploading' });
  // An abort is thrown on: the caller moved on.
  const opened = await openRoute(
    '/api/portal/import',
    { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' }, cache: 'no-store', signal },
    FAILED,
  );
  if (!opened.ok) return report({ phase: 'failed', message: opened.message });
  const response = opened.data;
  if (!response.body) return report({ phase: 'failed', message: FAILED });
  let ended = false;
  for await (const event of eventsOf(response.body)) {
    if (event.type === 'start') report({ phase: 'writing', done: 0, total: event.conversations });
    else if (event.type === 'progress') report({ phase: 'writing', done: event.done, total: event.total });
    else {
      ended = true;
      report(event.type === 'done' ? { phase: 'done', ...event } : { phase: 'failed', message: event.message });
    }
  }
  if (!ended)
    report({ phase: 'failed', message: 'The connection ended before the import did; nothing of it was kept.' });
}

async function* eventsOf(body: ReadableStream<Uint8Array>): AsyncGenerator<ImportEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    // A chunk may end inside a line or a character: only whole lines are read.
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as ImportEvent;
    if (done) return;
  }
}
