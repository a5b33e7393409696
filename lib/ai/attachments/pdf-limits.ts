import 'server-only';
import zlib from 'node:zlib';
import { AppError } from '@/lib/errors';
import { tooComplex } from '@/lib/isolated/too-complex';

/**
 * pdf.js reads a PDF in time that grows faster than the page count and in memory that grows with
 * what the file unpacks to (1 MB that unpacks to 1 GB took 2.7 GB). It runs in a reader process
 * (lib/isolated) whose memory and time limits are the guard; these checks are a fast path only,
 * refusing the plain cases before pdf.js starts. Text patterns cannot follow all of PDF's syntax.
 */
export const MAX_PDF_PAGES = 1000;
/** What a PDF's compressed streams, images aside, may unpack to together. */
export const MAX_PDF_UNPACKED = 64 * 1024 * 1024;

const STREAM_START = /(?<!end)stream\r?\n/g;
// The dictionary before a stream's data: from the last "obj" before it, at most this far back.
const DICTIONARY_REACH = 4096;

/**
 * Refuses a PDF whose Flate streams (all but images, which text extraction does not decode)
 * unpack to more than MAX_PDF_UNPACKED. Each is unpacked with that much room at most, so the
 * check itself stays within it.
 */
export function checkPdfUnpackedSize(name: string, bytes: Uint8Array): void {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = file.toString('latin1');
  let unpacked = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const before = text.slice(Math.max(0, match.index - DICTIONARY_REACH), match.index);
    const dictionary = before.slice(before.lastIndexOf('obj') + 1);
    if (!dictionary.includes('/FlateDecode') || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      unpacked += zlib.inflateSync(file.subarray(start, end < 0 ? undefined : end), {
        // A stream cut short still counts for what it holds, as pdf.js reads it.
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
        maxOutputLength: MAX_PDF_UNPACKED - unpacked + 1,
      }).length;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') continue;
      unpacked = MAX_PDF_UNPACKED + 1;
    }
    if (unpacked > MAX_PDF_UNPACKED) throw tooComplex(name, 'it unpacks to more than 64 MB of page content.');
  }
}

export function checkPdfPages(name: string, pages: number): void {
  if (pages > MAX_PDF_PAGES)
    throw new AppError(
      'invalid_input',
      `${name} has ${pages.toLocaleString('en-US')} pages; at most 1,000 can be attached. Split it first.`,
    );
}
