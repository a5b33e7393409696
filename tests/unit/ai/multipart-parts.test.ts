import { describe, expect, it } from 'vitest';
import { multipartBoundary, multipartWatch } from '@/lib/ai/attachments/multipart-parts';

const body = (boundary: string, parts: string[]) =>
  parts.map((part) => `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n${part}\r\n`).join('') +
  `--${boundary}--\r\n`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the multipart boundary', () => {
  it('is read as the FormData parser reads it: quotes, escapes, and a lookalike inside another parameter', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data; boundary="ab\\cd"')).toBe('abcd');
    expect(multipartBoundary('multipart/form-data; boundary="abcXYZ')).toBe('abcXYZ');
    expect(multipartBoundary('multipart/form-data; x="; boundary=AAA"; boundary=real')).toBe('real');
  });

  it('is missing when the header names none or cannot be read', () => {
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeNull();
    expect(multipartBoundary('not a type')).toBeNull();
  });
});

describe('a multipart body watched as it streams in', () => {
  const limits = { parts: 4, headerBytes: 100 };

  it('counts each delimiter once however the chunks split it, and not the boundary inside a part', () => {
    const whole = bytes(body('XyZ', ['one', 'two --XyZ without a line break before it', 'three']));
    for (let split = 0; split <= whole.length; split++) {
      const watch = multipartWatch('XyZ', limits);
      expect(watch(whole.subarray(0, split))).toBeNull();
      expect(watch(whole.subarray(split)), `split at ${split}`).toBeNull();
    }
    const byByte = multipartWatch('XyZ', limits);
    for (const byte of whole) expect(byByte(Uint8Array.of(byte))).toBeNull();
  });

  it('reports a part past the limit, at the chunk that brings it', () => {
    const watch = multipartWatch('XyZ', limits);
    expect(watch(bytes(body('XyZ', ['1', '2', '3'])))).toBeNull();
    expect(watch(bytes(`--XyZ\r\nContent-Disposition: form-data; name="x"\r\n\r\nmore`))).toBe('parts');
    // Delimiters with no blank line between them are parts all the same.
    const bare = multipartWatch('XyZ', limits);
    expect(bare(bytes('--XyZ\r\n--XyZ\r\n--XyZ\r\n--XyZ\r\n'))).toBeNull();
    expect(bare(bytes('--XyZ\r\n'))).toBe('parts');
  });

  it("reports a part's headers running past their limit, however they arrive", () => {
    const watch = multipartWatch('XyZ', limits);
    expect(watch(bytes('--XyZ\r\nContent-Disposition: form-data; name="x"\r\n'))).toBeNull();
    expect(watch(bytes('a:b\r\n'.repeat(10)))).toBeNull();
    expect(watch(bytes('a:b\r\n'.repeat(10)))).toBe('headers');
    // A large file after short headers is not headers.
    const file = multipartWatch('XyZ', limits);
    expect(file(bytes(`--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n`))).toBeNull();
    expect(file(new Uint8Array(100_000).fill(97))).toBeNull();
  });
});
