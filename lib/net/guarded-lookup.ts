import 'server-only';
import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

/** Every address a name resolves to; tests inject one that never asks a real resolver. */
export type ResolveAll = (hostname: string, family: 0 | 4 | 6) => Promise<LookupAddress[]>;

export const systemResolveAll: ResolveAll = (hostname, family) => dns.lookup(hostname, { all: true, family });

export class RefusedAddressError extends Error {
  constructor() {
    super('The endpoint resolves to an address that is not public.');
    this.name = 'RefusedAddressError';
  }
}

/** Resolves `hostname` and refuses it unless every address it has is public. */
export async function resolvePublic(hostname: string, resolve: ResolveAll = systemResolveAll, family: 0 | 4 | 6 = 0) {
  const addresses = await resolve(hostname, family);
  // One private answer among public ones refuses the name: the socket may pick any of them.
  if (!addresses.length || !addresses.every(({ address }) => isPublicAddress(address))) throw new RefusedAddressError();
  return addresses;
}

/**
 * A `lookup` for net/tls.connect that only hands back public addresses, so the check is made
 * on the very address the socket connects to (a name cannot resolve to a public address when
 * checked and to a private one when used). IP literals never reach a lookup: check them first.
 */
export function guardedLookup(resolve: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    resolvePublic(hostname, resolve, family).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
