import type { Caller } from '@/lib/data/port';

/**
 * Files of the public site (the owner's resume today, images later), stored beside the database:
 * under DATA_DIR/files in embedded mode, in the `site-files` Supabase Storage bucket otherwise.
 * Anyone may read; writing needs an admin caller (Storage policies check it in supabase mode,
 * the route handler in both).
 */
export interface SiteFiles {
  read(key: string): Promise<Uint8Array | null>;
  write(caller: Caller, file: { key: string; bytes: Uint8Array; contentType: string }): Promise<void>;
  remove(caller: Caller, key: string): Promise<void>;
}

export const SITE_FILES_BUCKET = 'site-files';
