import 'server-only';

/** The boundary a multipart Content-Type names, or null when it names none. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * Counts the parts of a multipart body as its chunks stream in: a part starts at each delimiter
 * (CRLF, "--", the boundary), the closing delimiter included, so the count runs one ahead once the
 * body is complete. File contents cannot hold a delimiter (that is how multipart finds the end of a
 * part), so a count over the parts a message can have means a body to refuse, before a parser has
 * read it all: undici's FormData parser reads every part of a body at once, and 900,000 empty parts
 * in 46 MB held the server for 2-3 seconds.
 */
export function multipartPartCounter(boundary: string): (chunk: Uint8Array) => number {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The body's first delimiter has no CRLF before it.
  let tail = Buffer.from('\r\n');
  let count = 0;
  return (chunk) => {
    const data = Buffer.concat([tail, chunk]);
    for (let at = data.indexOf(delimiter); at !== -1; at = data.indexOf(delimiter, at + delimiter.length)) count++;
    // What could be the start of a delimiter that ends in the next chunk.
    tail = data.subarray(Math.max(0, data.length - (delimiter.length - 1)));
    return count;
  };
}
