import 'server-only';
import { getEnv } from '@/lib/env';
import { stampedPeer, stampedScheme } from './peer-stamp';
import { getTrustedProxies, parseAddress, type TrustedProxies } from './trusted-proxies';

/**
 * True when this request's X-Forwarded-* headers were written by a proxy named in
 * TRUSTED_PROXIES: its TCP peer (stamped by ./peer-stamp) is one, or, on a request the server
 * hook did not stamp, every peer is trusted (a platform such as Vercel, which writes them
 * itself). The same rule ./client-address follows for X-Forwarded-For.
 */
export function fromTrustedProxy(headers: Headers, trusted: TrustedProxies = getTrustedProxies()): boolean {
  const stamped = stampedPeer(headers);
  const peer = stamped === null ? null : parseAddress(stamped);
  return peer ? trusted(peer) : trusted.everyone;
}

// The right-most value: the one the nearest proxy wrote, should a proxy append rather than replace.
function forwarded(headers: Headers, name: string): string | null {
  const value = headers.get(name)?.split(',').at(-1)?.trim();
  return value ? value : null;
}

/**
 * The origin this request was sent to: the connection's scheme (stamped by ./peer-stamp; on an
 * unstamped request, that of request.url) and the Host header. X-Forwarded-Proto and
 * X-Forwarded-Host replace them only when a trusted proxy wrote them (fromTrustedProxy):
 * anyone else could name any host. Null when they do not make an http(s) origin.
 */
export function requestOrigin(
  request: Pick<Request, 'headers' | 'url'>,
  trusted: TrustedProxies = getTrustedProxies(),
): string | null {
  const { headers } = request;
  const url = new URL(request.url);
  let scheme: string = stampedScheme(headers) ?? url.protocol.slice(0, -1);
  let host = headers.get('host') ?? url.host;
  if (fromTrustedProxy(headers, trusted)) {
    scheme = forwarded(headers, 'x-forwarded-proto')?.toLowerCase() ?? scheme;
    host = forwarded(headers, 'x-forwarded-host') ?? host;
  }
  // A host (and port), nothing that would make the URL below mean something else.
  if ((scheme !== 'http' && scheme !== 'https') || !/^[^\s/\\?#@]+$/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The origin state-changing browser requests must come from: SITE_URL's when the operator set
 * it, else the request's own (requestOrigin). Scheme, host and port all count.
 */
export function siteOrigin(request: Pick<Request, 'headers' | 'url'>): string | null {
  return getEnv().siteOrigin ?? requestOrigin(request);
}
