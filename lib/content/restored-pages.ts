import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lastRestoreTime } from '@/lib/data/embedded/engine/restore-marker';

type TagsManifest = Map<string, { stale?: number; expired?: number }>;

/**
 * Next's page cache (.next, shared by every `next start` of the build) outlives a restore: without
 * this, `/` and the other public pages would show the replaced text until their 300 s revalidation
 * and `/resume.pdf` the replaced resume. So at start, when DATA_DIR was restored (restore.json),
 * every cached public page and the resume written before that moment are expired, exactly as
 * revalidatePublicPages() (./publish.ts) expires them after a save: it marks the implicit tags of
 * revalidatePath('/', 'layout') and revalidatePath('/resume.pdf') in Next's process-wide tag
 * table. revalidatePath itself needs a request, and none has come yet: Next runs this (register()
 * in instrumentation.ts) before it serves the first one. An expired page is rendered afresh on its
 * first request, which then waits for it; later requests are served from the cache again, so the
 * pages stay static. Pages cached after the restore are untouched, at every later start too.
 *
 * The table is Next's own module (the `.external` files are the instances its runtimes share),
 * reached with Node's require from the project folder, so the bundler cannot copy it. Returns
 * whether anything was expired.
 */
export function expirePagesCachedBeforeRestore(dataDir: string): boolean {
  const restoredAt = lastRestoreTime(dataDir);
  if (restoredAt === null) return false;
  try {
    const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
    const { NEXT_CACHE_IMPLICIT_TAG_ID: prefix } = nodeRequire('next/dist/lib/constants') as {
      NEXT_CACHE_IMPLICIT_TAG_ID: string;
    };
    const { tagsManifest } = nodeRequire('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
      tagsManifest: TagsManifest;
    };
    for (const tag of [`${prefix}/layout`, `${prefix}/resume.pdf`]) {
      const entry = tagsManifest.get(tag);
      // A later expiry (a save since this start) stays; pages older than the restore are expired.
      if (!(entry?.expired && entry.expired > restoredAt)) tagsManifest.set(tag, { ...entry, expired: restoredAt });
    }
    return true;
  } catch (error) {
    console.warn(
      'The public pages cached before the last restore could not be expired; they show the restored content within 5 minutes.',
      error,
    );
    return false;
  }
}
