import type { Writable } from 'node:stream';
import { AppError } from '@/lib/errors';

/** The file a reader works on: bytes already in hand, or a request body still arriving. */
export type ReaderFile = Uint8Array | { stream: ReadableStream<Uint8Array>; maxBytes: number; tooLargeMessage: string };

/**
 * Writes the file into the reader's stdin. A body is passed on chunk by chunk as it arrives,
 * counted, and refused at the first chunk past its limit, so the server never holds a whole
 * upload: its memory is the reader's, not the server's.
 */
export async function sendFile(file: ReaderFile, into: Writable): Promise<void> {
  into.on('error', () => undefined); // a reader that died already has its answer
  if (file instanceof Uint8Array) {
    into.end(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
    return;
  }
  const reader = file.stream.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > file.maxBytes) {
      // Not awaited: a sender that never acknowledges the cancel must not hold the answer back.
      reader.cancel().catch(() => {});
      throw new AppError('payload_too_large', file.tooLargeMessage);
    }
    if (!into.write(value) && !into.destroyed) await new Promise((resolve) => into.once('drain', resolve));
    if (into.destroyed) {
      reader.cancel().catch(() => {});
      return;
    }
  }
  into.end();
}
