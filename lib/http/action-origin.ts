import 'server-only';
import { headers } from 'next/headers';
import { stampedScheme } from './peer-stamp';
import { assertSameOrigin } from './request';

/**
 * assertSameOrigin for a server action, which sees this request's headers but not its URL. Next
 * itself only compares Origin's host with Host (or X-Forwarded-Host, whoever wrote it); this
 * holds actions to the rule route handlers follow: scheme, host and port of the site
 * (./site-origin), forwarded headers believed only from a trusted proxy.
 */
export async function assertActionSameOrigin(): Promise<void> {
  const list = await headers();
  assertSameOrigin({ headers: list, url: actionUrl(list) });
}

// Only the scheme and host matter (site-origin reads no path); "localhost" when there is no usable Host.
function actionUrl(list: Headers): string {
  const scheme = stampedScheme(list) ?? 'http';
  try {
    return new URL(`${scheme}://${list.get('host') ?? 'localhost'}/`).href;
  } catch {
    return `${scheme}://localhost/`;
  }
}
