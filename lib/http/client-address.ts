import 'server-only';
import { stampedPeer } from './peer-stamp';
import { getTrustedProxies, parseAddress, type TrustedProxies } from './trusted-proxies';

/**
 * The client's address for rate limiting: the TCP peer (stamped by ./peer-stamp), unless that
 * peer is a proxy named in TRUSTED_PROXIES; then X-Forwarded-For is read from the right (each
 * trusted proxy appends the address it saw) and the first hop that is not a trusted proxy is
 * the client. Everything left of that hop was written by the client and is ignored.
 */
export function clientAddress(headers: Headers, trusted: TrustedProxies = getTrustedProxies()): string {
  const address = resolveClientAddress({
    peer: stampedPeer(headers),
    forwardedFor: headers.get('x-forwarded-for'),
    trusted,
  });
  if (address === 'unknown') warnOnce();
  return address;
}

let warned = false;

// Every such request shares one budget: an operator should hear about it once, not per request.
function warnOnce() {
  if (warned) return;
  warned = true;
  console.warn(
    'Rate limits: a request reached the app without its TCP peer address (it did not pass the server hook of lib/http/peer-stamp.ts), so it counts under one shared address. On a platform that writes X-Forwarded-For itself, such as Vercel, set TRUSTED_PROXIES=0.0.0.0/0,::/0 (docs/deploy.md).',
  );
}

export function resolveClientAddress(input: {
  peer: string | null;
  forwardedFor: string | null;
  trusted: TrustedProxies;
}): string {
  const peer = input.peer === null ? null : parseAddress(input.peer);
  if (peer && !input.trusted(peer)) return peer.toString();
  // No stamp: a request the server hook did not see. Only an operator who trusts every peer
  // (a platform such as Vercel, which writes X-Forwarded-For itself) gets the header believed;
  // otherwise one shared bucket, never an address the client chose.
  if (!peer && !input.trusted.everyone) return 'unknown';
  const hops = (input.forwardedFor ?? '').split(',').filter((hop) => hop.trim() !== '');
  let nearest = peer;
  for (const hop of hops.reverse()) {
    const address = parseAddress(hop);
    // Not an address: the chain cannot be followed further; the last hop we trust is all we know.
    if (!address) return nearest?.toString() ?? 'unknown';
    if (!input.trusted(address)) return address.toString();
    nearest = address;
  }
  // Every hop is a trusted proxy (or there is none): the furthest one is the client.
  return nearest?.toString() ?? 'unknown';
}
