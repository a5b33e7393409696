import 'server-only';
import ipaddr from 'ipaddr.js';
import { parseAddress } from './trusted-proxies';

/**
 * What every rate limit counts for a client address (./client-address): an IPv4 address as it
 * is, an IPv6 address as its /64, written `2001:db8:1:2::/64`. One home or mobile connection is
 * handed a whole /64 (2^64 addresses its owner may use at will), so counting single IPv6
 * addresses would give one client endless budgets. Anything else ("unknown") is kept as it is.
 */
export function rateLimitAddress(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray().map((byte, index) => (index < 8 ? byte : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/64`;
}
