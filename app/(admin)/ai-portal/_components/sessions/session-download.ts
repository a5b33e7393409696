import type { ActionResult } from '@/lib/action-result';
import { openRoute } from '@/lib/http/call-route';
import { exportPath } from '../portal-api';

/** The file name the server chose: RFC 5987 `filename*` (any script) first, plain `filename` else. */
export function downloadNameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below still works.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a session's export and saves it as a file. A plain download link would save the
 * server's error (a chat deleted in another tab, a session that ended) as the file instead of
 * saying what went wrong; here a refusal answers the server's message.
 */
export async function downloadSession(id: string, format: 'md' | 'json'): Promise<ActionResult> {
  const opened = await openRoute(exportPath(id, format), { cache: 'no-store' }, 'The file could not be made.');
  if (!opened.ok) return opened;
  const response = opened.data;
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return { ok: false, message: 'The connection ended before the file did.' };
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadNameOf(response.headers.get('content-disposition'), `chat.${format}`);
    link.click();
  } finally {
    // The click has handed the blob to the download already; a later revoke only frees memory.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { ok: true, data: undefined };
}
