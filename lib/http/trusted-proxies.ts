import 'server-only';
import ipaddr from 'ipaddr.js';
import { getEnv } from '@/lib/env';

/**
 * True when an address (already normalised by parseAddress) belongs to a trusted proxy.
 * `everyone`: both 0.0.0.0/0 and ::/0 are listed, i.e. X-Forwarded-For is always the platform's.
 */
export type TrustedProxies = ((address: ipaddr.IPv4 | ipaddr.IPv6) => boolean) & { everyone: boolean };

/** An address as it appears in a socket or a header; IPv4-mapped IPv6 becomes plain IPv4. Null if not an address. */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const trimmed = text.trim();
  // Strictly: ipaddr's lenient forms ("10.1", "0x7f.1") are not what a proxy writes.
  if (ipaddr.IPv4.isValidFourPartDecimal(trimmed)) return ipaddr.IPv4.parse(trimmed);
  if (ipaddr.IPv6.isValid(trimmed)) return ipaddr.process(trimmed);
  return null;
}

/**
 * TRUSTED_PROXIES entries: addresses or CIDR ranges, IPv4 or IPv6. A bad entry throws with the
 * entry named, so a typo stops the server at start instead of silently trusting nobody (or
 * everybody).
 */
export function parseTrustedProxies(entries: string[]): TrustedProxies {
  const ranges = entries.map((entry) => {
    try {
      const [, base = '', bits] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry) ?? [];
      const address = parseAddress(base);
      if (address && bits !== undefined) return ipaddr.parseCIDR(`${address.toString()}/${bits}`);
      if (address) return [address, address.kind() === 'ipv4' ? 32 : 128] as const;
    } catch {
      // Reported below, with the entry named.
    }
    throw new Error(
      `Invalid environment configuration:\n  TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (for example 127.0.0.1, 10.0.0.0/8 or ::1)`,
    );
  });
  const trusted = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
    ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  const everyone = ['ipv4', 'ipv6'].every((kind) =>
    ranges.some(([range, bits]) => range.kind() === kind && bits === 0),
  );
  return Object.assign(trusted, { everyone });
}

let cached: TrustedProxies | undefined;

/** The proxies named in TRUSTED_PROXIES (checked at start by lib/startup.ts). */
export function getTrustedProxies(): TrustedProxies {
  cached ??= parseTrustedProxies(getEnv().TRUSTED_PROXIES);
  return cached;
}
