import { AppError } from '@/lib/errors';
import { READER_LIMITS } from './limits';

let running = 0;
const waiting: (() => void)[] = [];

/**
 * A turn to run a reader: at most READER_LIMITS.concurrent at once, the next ones wait in order,
 * and past READER_LIMITS.queued waiting the file is refused at once rather than held.
 */
export async function readerSlot(signal?: AbortSignal): Promise<() => void> {
  if (running >= READER_LIMITS.concurrent) {
    if (waiting.length >= READER_LIMITS.queued)
      throw new AppError('unavailable', 'The server is busy reading other files. Try again in a minute.');
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal!.reason);
      };
      waiting.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  } else running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}
