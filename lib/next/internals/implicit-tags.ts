import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';

type TagsManifest = Map<string, { stale?: number; expired?: number }>;

/**
 * Marks the implicit tags of `paths` ('/layout' for revalidatePath('/', 'layout'), '/resume.pdf'
 * for revalidatePath('/resume.pdf')) expired at `at` in Next's process-wide tag table, as
 * revalidatePath does; revalidatePath itself needs a request, and at start none has come yet. A
 * later expiry (a save since this start) stays. The table is Next's own module (the `.external`
 * files are the instances its runtimes share), reached with Node's require from the project folder,
 * so the bundler cannot copy it. Throws if Next moved it.
 */
export function expireImplicitTags(paths: string[], at: number): void {
  const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
  const { NEXT_CACHE_IMPLICIT_TAG_ID: prefix } = nodeRequire('next/dist/lib/constants') as {
    NEXT_CACHE_IMPLICIT_TAG_ID: string;
  };
  const { tagsManifest } = nodeRequire('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    tagsManifest: TagsManifest;
  };
  for (const tag of paths.map((page) => `${prefix}${page}`)) {
    const entry = tagsManifest.get(tag);
    if (!(entry?.expired && entry.expired > at)) tagsManifest.set(tag, { ...entry, expired: at });
  }
}
