import 'server-only';
import { lastRestoreTime } from '@/lib/data/embedded/engine/restore-marker';
import { expirePublicPagesAt } from '@/lib/next/internals';

/**
 * Next's page cache (.next, shared by every `next start` of the build) outlives a restore: without
 * this, `/` and the other public pages would show the replaced text until their 300 s revalidation
 * and `/resume.pdf` the replaced resume. So at start, when DATA_DIR was restored (restore.json),
 * every cached public page and the resume written before that moment are expired, exactly as
 * revalidatePublicPages() (./publish.ts) expires them after a save. Next runs this (register() in
 * instrumentation.ts) before it serves the first request; an expired page is rendered afresh on
 * its first request, later ones are served from the cache again. Pages cached after the restore
 * are untouched, at every later start too. It needs Next's internals (lib/next/internals): with
 * them off, the restored text shows within the pages' revalidation time. Returns whether anything
 * was expired.
 */
export function expirePagesCachedBeforeRestore(dataDir: string): boolean {
  const restoredAt = lastRestoreTime(dataDir);
  if (restoredAt === null) return false;
  if (expirePublicPagesAt(restoredAt)) return true;
  console.warn(
    'The public pages cached before the last restore could not be expired; they show the restored content within 5 minutes.',
  );
  return false;
}
