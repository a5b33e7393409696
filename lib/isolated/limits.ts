/**
 * What one untrusted file may cost the process that reads it. The server's own heap is capped
 * with --max-old-space-size, and V8 lets that flag override every worker thread's own
 * resourceLimits (nodejs/node#43991): a worker thread would share the server's 512 MB. So files
 * are read in a child process with its own heap cap, and its whole resident memory (pdf.js
 * decodes streams into ArrayBuffers, outside any heap cap) is watched from here.
 */
export const READER_LIMITS = {
  /** The child's V8 old space, as --max-old-space-size. */
  heapMb: 384,
  /** The child's resident memory, heap and buffers together; over it the child is killed. */
  rssMb: 640,
  /** How often the child's resident memory is looked at. */
  rssPollMs: 25,
  /** Readers at once: one per core of the machines this runs on; the rest wait their turn. */
  concurrent: 2,
  /** Files waiting for a reader; more than that are refused as "busy" at once. */
  queued: 16,
} as const;

/** How long each kind of file may take to read, start of the child included. */
export const READ_TIMEOUT_MS = {
  'chat-import': 90_000,
  'pdf-text': 45_000,
} as const;

export type ReaderTask = keyof typeof READ_TIMEOUT_MS;
