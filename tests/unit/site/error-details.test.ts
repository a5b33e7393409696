import { describe, expect, it } from 'vitest';
import { describeError } from '@/lib/error-details';

describe('describeError', () => {
  it('shows a plain sentence and the digest for a server error, whose message is a generic notice', () => {
    const error = Object.assign(new Error('Minified React error #441; visit https://react.dev/errors/441'), {
      digest: '3900286812',
    });
    expect(describeError(error)).toEqual({ message: 'The server could not render this page.', digest: '3900286812' });
  });

  it('shows the message of a client error, never the stack', () => {
    const error = new RangeError('Invalid time value');
    const details = describeError(error);
    expect(details).toEqual({ message: 'Invalid time value' });
    expect(JSON.stringify(details)).not.toContain(error.stack?.split('\n')[1]?.trim() ?? 'at ');
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
