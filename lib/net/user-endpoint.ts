import 'server-only';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { AppError } from '@/lib/errors';
import { isLocalOnlyName, isPublicAddress } from './address-policy';
import { guardedLookup, resolvePublic, systemResolveAll, type ResolveAll } from './guarded-lookup';
import { localProviderOrigins } from './local-endpoints';

/**
 * One answer for every refusal and every network failure of a user-chosen endpoint, so that
 * which addresses exist, listen or answer on the operator's network cannot be told apart.
 */
export const BASE_URL_REFUSED =
  'Could not use that base URL. It must be a public http(s) endpoint, or one the operator allowed in LOCAL_PROVIDER_ENDPOINTS.';

// No cause on purpose: the refusal must read the same whatever happened underneath, and the AI
// SDK would treat a connection error in the cause chain as retryable and describe it.
const refused = () => new AppError('invalid_input', BASE_URL_REFUSED);

type Checked = { url: URL; local: boolean };

/** The checks that need no lookup: scheme, credentials, IP literals, names that are never public. */
function checkStatically(value: string | URL): Checked {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused();
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) throw refused();
  if (localProviderOrigins().has(url.origin)) return { url, local: true };
  // The URL parser has already turned decimal, hex and short IPv4 forms into dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) ? !isPublicAddress(host) : isLocalOnlyName(host)) throw refused();
  return { url, local: false };
}

/** Refuses (with BASE_URL_REFUSED) a base URL the server must not send a key to, resolving its name. */
export async function assertUsableBaseUrl(value: string, resolve: ResolveAll = systemResolveAll): Promise<void> {
  const { url, local } = checkStatically(value);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (local || isIP(host)) return;
  await resolvePublic(host, resolve).catch(() => {
    throw refused();
  });
}

// Keep-alive pools, one per policy; the guarded one resolves and checks on every new connection.
const guarded = new Agent({ connect: { lookup: guardedLookup() } });
const operatorAllowed = new Agent();

/**
 * fetch for user-chosen endpoints: the address policy is applied on the address each socket
 * connects to, redirects are never followed (a 3xx is refused like a private address), and
 * every failure short of a response reads as BASE_URL_REFUSED.
 */
export const userEndpointFetch: typeof fetch = async (input, init) => {
  // Callers pass a URL and init; a Request would carry a method and body this wrapper drops.
  if (input instanceof Request) throw new TypeError('userEndpointFetch takes a URL, not a Request.');
  const { url, local } = checkStatically(input);
  let response: Awaited<ReturnType<typeof undiciFetch>>;
  try {
    response = await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'manual',
      dispatcher: local ? operatorAllowed : guarded,
    });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw refused();
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {});
    throw refused();
  }
  return response as unknown as Response;
};
