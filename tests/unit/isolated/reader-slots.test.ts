import { describe, expect, it } from 'vitest';
import { READER_LIMITS } from '@/lib/isolated/limits';
import { readerSlot } from '@/lib/isolated/reader-slots';

describe('reader slots', () => {
  it('runs at most the allowed readers at once, hands a freed slot to the next in order, and refuses past the queue', async () => {
    const running = await Promise.all(Array.from({ length: READER_LIMITS.concurrent }, () => readerSlot()));
    const started: number[] = [];
    const waiting = Array.from({ length: READER_LIMITS.queued }, (_, i) =>
      readerSlot().then((release) => (started.push(i), release)),
    );
    await expect(readerSlot()).rejects.toThrow('The server is busy reading other files. Try again in a minute.');

    running[0]!();
    const first = await waiting[0]!;
    expect(started).toEqual([0]);
    // Releasing twice frees one slot, not two.
    running[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0]);

    first();
    running[1]!();
    const released = await Promise.all(waiting.slice(1, 3));
    expect(started).toEqual([0, 1, 2]);
    // The rest run as slots free up, each releasing its own.
    const rest = Promise.all(waiting.slice(3).map((turn) => turn.then((release) => release())));
    for (const release of released) release();
    await rest;
    expect(started).toHaveLength(READER_LIMITS.queued);
  });

  it('a request that goes away while it waits leaves the queue', async () => {
    const running = await Promise.all(Array.from({ length: READER_LIMITS.concurrent }, () => readerSlot()));
    const gone = new AbortController();
    const waiting = readerSlot(gone.signal);
    gone.abort(new Error('the browser went away'));
    await expect(waiting).rejects.toThrow('the browser went away');
    const next = readerSlot();
    running[0]!();
    (await next)();
    running[1]!();
  });
});
