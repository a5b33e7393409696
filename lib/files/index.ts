import 'server-only';
import { getEnv } from '@/lib/env';
import { createEmbeddedFiles } from './embedded';
import { createSupabaseFiles } from './supabase';
import type { SiteFiles } from './port';

export type { SiteFiles } from './port';

/** The one place the file store is chosen, like lib/data picks the database. */
export function getSiteFiles(): SiteFiles {
  const env = getEnv();
  if (env.mode === 'supabase') {
    return createSupabaseFiles({ url: env.NEXT_PUBLIC_SUPABASE_URL!, anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY! });
  }
  return createEmbeddedFiles(env.dataDir);
}

/**
 * A file the public site shows, or null when it is not there or the store cannot be read (the
 * caller then serves its built-in default: a broken store never breaks a page). Never during
 * `next build`, which must not reach the store.
 */
export async function readSiteFileOrNull(key: string, what: string): Promise<Uint8Array | null> {
  if (getEnv().isBuild) return null;
  try {
    return await getSiteFiles().read(key);
  } catch (error) {
    console.warn(`${what} could not be read; serving the default.`, error);
    return null;
  }
}

/**
 * A stored file that passes `check` (the content check its upload went through), or null like a
 * missing one. The check runs again here because a file can reach the store around the app: an
 * admin can post straight to Supabase Storage with their own token. One that fails is not served
 * (the caller serves its default instead) and a warning names it.
 */
export async function readCheckedSiteFile(
  key: string,
  what: string,
  check: (bytes: Uint8Array) => boolean | Promise<boolean>,
): Promise<Uint8Array | null> {
  const bytes = await readSiteFileOrNull(key, what);
  if (!bytes || (await check(bytes))) return bytes;
  console.warn(`${what} (${key}) fails the content check of an upload, so it is not served; serving the default.`);
  return null;
}
