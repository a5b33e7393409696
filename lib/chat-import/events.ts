import type { ImportFormat } from '@/lib/data/port';

/**
 * What POST /api/portal/import streams back once the file was read: one JSON object per line
 * (application/x-ndjson). `start` says what will be written; `progress` follows each batch
 * written; `done` ends a finished import; `error` ends a failed one, after everything it had
 * written was removed again. A file that cannot be read never gets this far: it is answered
 * with a 4xx and a message instead.
 */
export type ImportEvent =
  | { type: 'start'; format: ImportFormat; conversations: number; messages: number; skipped: number; cut: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; imported: number; skipped: number; cut: number }
  | { type: 'error'; message: string };

export const IMPORT_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** The largest file an import takes, counted as it streams in (the dialog checks it before sending). */
export const IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;
