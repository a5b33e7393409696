import 'server-only';
import { assertFileKey } from '@/lib/data/file-key';
import type { Caller } from '@/lib/data/port';
import { requireUserId } from '@/lib/data/supabase/client';
import { AppError } from '@/lib/errors';
import { SITE_FILES_BUCKET, type SiteFiles } from './port';

type Config = { url: string; anonKey: string };

/**
 * Supabase Storage over its REST API: reads from the public bucket with the anon key, writes
 * with the caller's own JWT, so the bucket's policies (admins only, via public.is_admin()) decide.
 */
export function createSupabaseFiles({ url, anonKey }: Config): SiteFiles {
  const base = `${url.replace(/\/$/, '')}/storage/v1/object`;
  const objectUrl = (key: string) => `${base}/${SITE_FILES_BUCKET}/${assertFileKey(key)}`;
  const headersFor = (caller: Caller) => {
    requireUserId(caller);
    const token = caller.role === 'authenticated' ? caller.accessToken : undefined;
    return { apikey: anonKey, Authorization: `Bearer ${token}` };
  };
  const fail = async (what: string, response: Response) => {
    const text = await response.text().catch(() => '');
    const status = response.status === 401 || response.status === 403 ? 'forbidden' : 'unavailable';
    throw new AppError(status, `Supabase Storage refused to ${what} the file (${response.status}).`, {
      cause: new Error(text.slice(0, 500)),
    });
  };

  return {
    async read(key) {
      const response = await fetch(`${base}/public/${SITE_FILES_BUCKET}/${assertFileKey(key)}`, {
        headers: { apikey: anonKey },
      });
      // Storage answers a missing object with 400 ({"statusCode":"404"}) or 404.
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) await fail('read', response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async write(caller, { key, bytes, contentType }) {
      const response = await fetch(objectUrl(key), {
        method: 'POST',
        headers: {
          ...headersFor(caller),
          'Content-Type': contentType,
          'x-upsert': 'true',
          'Cache-Control': 'no-cache',
        },
        body: new Uint8Array(bytes),
      });
      if (!response.ok) await fail('store', response);
    },
    async remove(caller, key) {
      const response = await fetch(`${base}/${SITE_FILES_BUCKET}`, {
        method: 'DELETE',
        headers: { ...headersFor(caller), 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [assertFileKey(key)] }),
      });
      if (!response.ok && response.status !== 404) await fail('remove', response);
    },
  };
}
