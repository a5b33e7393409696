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

/**
 * The /48 of an IPv6 address (`2001:db8:1::/48`), null for anything else. Providers hand many
 * customers a whole /48 (65,536 /64s), so a limit per /64 alone could be multiplied 65,536 times
 * by one client; lib/rate-limit's addressBuckets counts the /48 too, with a looser budget.
 */
export function widerNetwork(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed || parsed.kind() !== 'ipv6') return null;
  const bytes = parsed.toByteArray().map((byte, index) => (index < 6 ? byte : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/48`;
}
