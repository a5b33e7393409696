import { fetchOk, HttpError } from '@/lib/http/fetch-json';
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
 * saying what went wrong; here a refusal is thrown with the server's message.
 */
export async function downloadSession(id: string, format: 'md' | 'json'): Promise<void> {
  const response = await fetchOk(exportPath(id, format), { cache: 'no-store' }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status !== 0)
      throw new Error(error.serverMessage ?? `The server answered ${error.status}.`);
    throw error;
  });
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadNameOf(response.headers.get('content-disposition'), `chat.${format}`);
    link.click();
  } finally {
    // The click has handed the blob to the download already; a later revoke only frees memory.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
