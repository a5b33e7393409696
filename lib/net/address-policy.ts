import 'server-only';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// IANA hands out global IPv6 unicast only from 2000::/3; ipaddr.js calls some other space
// (the deprecated IPv4-compatible ::a.b.c.d among it) plain 'unicast', so both must hold.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a server-side request may go to this address when a user chose it: public unicast
 * only. IPv4-mapped forms are unwrapped first (::ffff:127.0.0.1 is loopback). Everything
 * ipaddr.js names a special range is refused: loopback, private, link-local, CGNAT, ULA,
 * multicast, unspecified, broadcast, reserved and documentation ranges, and the IPv6
 * translation and tunnel ranges (NAT64 64:ff9b::/96, 6to4, Teredo), which can lead back to
 * an IPv4 address of the operator's network.
 */
export function isPublicAddress(address: string): boolean {
  // ipaddr.js also reads short and octal IPv4 forms; only the canonical ones a socket reports count.
  if (!isIP(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

// Names that can never belong to a public endpoint (RFC 6761, 6762, 8375 and ICANN's
// private-use .internal): refused without a lookup, because only a local resolver answers for
// them and asking it is itself a request into the operator's network. Plain `localhost` is
// looked up (from the hosts file) and refused like any other loopback answer.
const LOCAL_ONLY_TLDS = ['localhost', 'local', 'internal', 'home.arpa', 'test', 'example', 'invalid', 'onion'];

export function isLocalOnlyName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return LOCAL_ONLY_TLDS.some((tld) => name.endsWith(`.${tld}`) || (name === tld && tld !== 'localhost'));
}
