import { describe, expect, it } from 'vitest';
import { multipartBoundary, multipartPartCounter } from '@/lib/ai/attachments/multipart-parts';

const body = (boundary: string, parts: string[]) =>
  parts.map((part) => `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n${part}\r\n`).join('') +
  `--${boundary}--\r\n`;

describe('multipart parts, counted as the body streams in', () => {
  it('reads the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
  });

  it('counts each delimiter once however the chunks split it, and not the boundary inside a part', () => {
    const text = body('XyZ', ['one', 'two --XyZ without a line break before it', 'three']);
    const bytes = new TextEncoder().encode(text);
    for (let split = 0; split <= bytes.length; split++) {
      const count = multipartPartCounter('XyZ');
      count(bytes.subarray(0, split));
      expect(count(bytes.subarray(split)), `split at ${split}`).toBe(4);
    }
    const byByte = multipartPartCounter('XyZ');
    let last = 0;
    for (const byte of bytes) last = byByte(Uint8Array.of(byte));
    expect(last).toBe(4);
  });
});
