import 'server-only';
import { isIP } from 'node:net';
import { getEnv } from '@/lib/env';

/** Who the passkeys belong to: the site's host (rpID) and the one origin ceremonies may run on. */
export type RelyingParty = { rpID: string; origin: string; rpName: string };

export type RelyingPartyOrProblem = { ok: true; party: RelyingParty } | { ok: false; problem: string };

const RP_NAME = 'Mission Ready Tech';

/**
 * The relying party of SITE_URL. A passkey is bound to a domain name (its rpID), so an address
 * such as 127.0.0.1 cannot carry one (browsers refuse it); `localhost` is a name and works.
 * Everything is taken from SITE_URL, never from a request's Host header, which the client writes.
 */
export function relyingPartyOf(siteUrl: string): RelyingPartyOrProblem {
  const url = new URL(siteUrl);
  // URL keeps IPv6 hosts in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host))
    return {
      ok: false,
      problem: `Passkeys are off: SITE_URL (${url.origin}) is an IP address, and a passkey needs a domain name (localhost works). Set SITE_URL to the site's name.`,
    };
  return { ok: true, party: { rpID: host, origin: url.origin, rpName: RP_NAME } };
}

export function relyingParty(): RelyingPartyOrProblem {
  return relyingPartyOf(getEnv().SITE_URL);
}

/** Said once at start (lib/startup.ts): passkeys cannot work on this SITE_URL. */
export function passkeyStartupWarning(siteUrl: string): string | null {
  const rp = relyingPartyOf(siteUrl);
  return rp.ok ? null : rp.problem;
}
