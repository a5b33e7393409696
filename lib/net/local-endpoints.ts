import 'server-only';
import { getEnv } from '@/lib/env';

let parsed: { from: string[]; origins: Set<string> } | undefined;

/**
 * The origins of LOCAL_PROVIDER_ENDPOINTS (e.g. http://localhost:11434 for Ollama), which
 * user-chosen base URLs may use although they are on this machine or a private network.
 * An entry that is not a bare http(s) origin stops the request with a message naming it,
 * rather than silently allowing more (or less) than the operator meant.
 */
export function localProviderOrigins(entries: string[] = getEnv().LOCAL_PROVIDER_ENDPOINTS): Set<string> {
  if (parsed?.from === entries) return parsed.origins;
  const origins = new Set<string>();
  for (const entry of entries) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {}
    const bare = url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
    if (!url || !bare || url.pathname !== '/')
      throw new Error(
        `LOCAL_PROVIDER_ENDPOINTS: "${entry}" is not an http(s) origin such as http://localhost:11434 (no path, no credentials).`,
      );
    origins.add(url.origin);
  }
  parsed = { from: entries, origins };
  return origins;
}
