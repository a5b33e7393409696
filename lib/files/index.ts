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
