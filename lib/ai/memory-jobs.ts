import 'server-only';
import { extractMemories, type Extraction } from './memory-extract';

// Extractions still running, per user (this instance's): the memory list waits for them, so a
// fact from the reply just read is listed when the panel opens right after it.
const running = new Map<string, Set<Promise<unknown>>>();
const LIST_WAIT_MS = 10_000;

/**
 * Extracts memories after a reply, off the reply's path: the reply is stored and sent before this
 * starts, and nothing waits for it. A failure is logged (without the provider's words), never shown.
 */
export function extractInBackground(userId: string, job: Extraction): void {
  const work = extractMemories(job).catch((error: unknown) =>
    console.warn('Extracting memories failed.', error instanceof Error ? error.name : 'unknown error'),
  );
  const jobs = running.get(userId) ?? new Set();
  running.set(userId, jobs.add(work));
  void work.finally(() => {
    jobs.delete(work);
    if (!jobs.size) running.delete(userId);
  });
}

/** Resolves once the user's running extractions ended (or after a bounded wait); everyone's without `userId`. */
export async function extractionsSettled(userId?: string): Promise<void> {
  const jobs = userId ? running.get(userId) : new Set([...running.values()].flatMap((set) => [...set]));
  if (!jobs?.size) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, LIST_WAIT_MS)));
  await Promise.race([Promise.allSettled([...jobs]), limit]);
  clearTimeout(timer);
}
