import 'server-only';
import { MIMEType } from 'node:util';

/**
 * The boundary a multipart Content-Type names, read by the MIME rules the FormData parser itself
 * follows (quotes, escapes), or null when it names none or cannot be read.
 */
export function multipartBoundary(contentType: string): string | null {
  try {
    return new MIMEType(contentType).params.get('boundary') || null;
  } catch {
    return null;
  }
}

export type MultipartExcess = 'parts' | 'headers';

/**
 * Watches a multipart body as its chunks stream in, for what a parser would spend long on before
 * any check of ours could run: undici's FormData parser reads a whole body at once, and 900,000
 * empty parts, or one part with 10 million header lines, held the server 2-3 seconds. A part starts
 * at each delimiter (CRLF, "--", the boundary; the closing one included, so the count runs one
 * ahead) and its headers run to the first blank line. File contents cannot hold a delimiter: that is
 * how multipart finds the end of a part. Returns what went past its limit, or null.
 */
export function multipartWatch(
  boundary: string,
  limits: { parts: number; headerBytes: number },
): (chunk: Uint8Array) => MultipartExcess | null {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headersEnd = Buffer.from('\r\n\r\n');
  // The unsearched end of the last chunk, which may begin a delimiter; the body's first delimiter
  // has no CRLF before it. `base` is the body offset of its first byte.
  let tail = Buffer.from('\r\n');
  let base = -2;
  let parts = 0;
  let headersFrom: number | null = null;
  return (chunk) => {
    const data = Buffer.concat([tail, chunk]);
    let at = 0;
    for (;;) {
      // Every delimiter counts, even one before a part's headers have ended.
      const next = data.indexOf(delimiter, at);
      const blank = headersFrom === null ? -1 : data.indexOf(headersEnd, Math.max(at, headersFrom - base));
      if (blank !== -1 && (next === -1 || blank < next)) {
        at = blank + headersEnd.length;
        headersFrom = null;
      } else if (next !== -1) {
        if (++parts > limits.parts) return 'parts';
        at = next + delimiter.length;
        headersFrom = base + at;
      } else break;
    }
    const end = base + data.length;
    if (headersFrom !== null && end - headersFrom > limits.headerBytes) return 'headers';
    tail = data.subarray(Math.max(at, data.length - (delimiter.length - 1)));
    base = end - tail.length;
    return null;
  };
}
