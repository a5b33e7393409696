import 'server-only';
import { stampedPeer } from './peer-stamp';
import { getTrustedProxies, parseAddress, type TrustedProxies } from './trusted-proxies';

/**
 * The client's address: the TCP peer (stamped by ./peer-stamp), unless that peer is a proxy
 * named in TRUSTED_PROXIES; then X-Forwarded-For is read from the right (each trusted proxy
 * appends the address it saw) and the first hop that is not a trusted proxy is the client.
 * Everything left of that hop was written by the client and is ignored, even when it names a
 * trusted address: if every hop is trusted (always so with 0.0.0.0/0,::/0), the client is the
 * right-most hop, the address the nearest proxy saw, never the left-most, which the client wrote.
 * Rate limits count it through rateLimitAddress (./rate-limit-address).
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
  const seenByPeer = hops.length > 0 ? parseHop(hops.at(-1)!) : null;
  for (const hop of hops.reverse()) {
    const address = parseHop(hop);
    // Not an address: the chain cannot be followed further; what the peer saw is all we know.
    if (!address) break;
    if (!input.trusted(address)) return address.toString();
  }
  // Every hop is a trusted proxy, or the chain breaks: the address the nearest proxy saw (the
  // right-most hop), or the peer itself when it sent no (usable) hop. Further left, a client
  // could write any trusted-looking address and rotate it.
  return (seenByPeer ?? peer)?.toString() ?? 'unknown';
}

/**
 * One X-Forwarded-For entry. Some proxies (Azure's, IIS) write the client's port too,
 * `203.0.113.7:51234` or `[2001:db8::1]:443`: read as no address, that would break the chain at
 * the proxy, and every client would share the proxy's one rate-limit budget.
 */
function parseHop(hop: string) {
  const text = hop.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return parseAddress(bracketed[1]!);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return parseAddress(withPort ? withPort[1]! : text);
}
