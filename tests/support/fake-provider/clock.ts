import type { LoggedRequest } from './types';

/** Wall-clock milliseconds with sub-millisecond precision; Date.now() is too coarse for chunk-gap assertions. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Milliseconds between consecutive content chunks of one logged request. */
export function chunkGaps(request: LoggedRequest): number[] {
  return request.chunksSentAt.slice(1).map((sentAt, i) => sentAt - request.chunksSentAt[i]!);
}

/** Milliseconds from the request's arrival to its first content chunk, or null when none was sent. */
export function firstChunkDelay(request: LoggedRequest): number | null {
  const first = request.chunksSentAt[0];
  return first === undefined ? null : first - request.at;
}

/** Resolves true after ms, or false as soon as the signal aborts, so a gone client never leaves a timer behind. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves once the signal aborts: a stalled response waits here for the client or close(). */
export function waitForAbort(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}
