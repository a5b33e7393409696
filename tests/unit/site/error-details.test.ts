import { describe, expect, it } from 'vitest';
import { describeError } from '@/lib/error-details';

describe('describeError', () => {
  it('shows the message and the digest of a server error, never the stack', () => {
    const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' });
    const details = describeError(error);
    expect(details).toEqual({ message: 'An error occurred in the Server Components render.', digest: '123' });
    expect(JSON.stringify(details)).not.toContain('at ');
  });

  it('falls back to the error name when the message is empty', () => {
    expect(describeError(new TypeError(''))).toEqual({ message: 'TypeError' });
  });

  it.each([
    ['a thrown string', 'boom', 'boom'],
    ['an empty string', '', 'Unknown error'],
    ['undefined', undefined, 'Unknown error'],
    ['an object', { message: '<script>' }, 'Unknown error'],
  ])('describes %s', (_, value, message) => {
    expect(describeError(value)).toEqual({ message });
  });
});
