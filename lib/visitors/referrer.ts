const DOMAIN = /^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/;

const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');

/**
 * The referring site as a bare domain (`news.example.com`; `www.` dropped), from a URL or a host
 * name: never its path or query, which can carry search terms or tokens. Null for none, for a
 * scheme other than http(s), for anything not shaped like a domain, and for the site itself
 * (`ownHosts`): moving between the site's own pages is not a referral.
 */
export function referrerDomain(raw: string | null | undefined, ownHosts: readonly string[]): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const domain = bare(url.hostname);
  if (!DOMAIN.test(domain)) return null;
  return ownHosts.some((host) => bare(host) === domain) ? null : domain;
}
