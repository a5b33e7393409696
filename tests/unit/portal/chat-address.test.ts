import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { chatIdOf, chatPath } from '@/app/(admin)/ai-portal/_components/use-chat-address';
import { isAdminPath } from '@/components/site/nav-links';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';

// Issue #41, point 2: each chat has an address below /ai-portal, and the whole of it is admin area.
const ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('chat addresses', () => {
  it('name the chat they open; /ai-portal is the new chat', () => {
    expect(chatPath(ID)).toBe(`/ai-portal/c/${ID}`);
    expect(chatIdOf(chatPath(ID))).toBe(ID);
    expect(chatIdOf('/ai-portal')).toBeNull();
    expect(chatIdOf('/ai-portal/c/')).toBeNull();
    expect(chatIdOf('/ai-portal/c/a/b')).toBeNull();
    // A broken escape is kept as typed: the server answers "not found" for it.
    expect(chatIdOf('/ai-portal/c/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('are admin pages: no public header, the proxy (session refresh, nonce CSP), not the public CSP', async () => {
    expect(isAdminPath(chatPath(ID))).toBe(true);
    expect(isAdminPath('/ai-portalx')).toBe(false);
    const proxied = proxyConfig.matcher.some((source) => getPathMatch(source, { strict: true })(chatPath(ID)));
    expect(proxied).toBe(true);
    const rules = await nextConfig('phase-production-server').headers!();
    const csp = rules.find((rule) => rule.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'))!;
    const publicPolicy = getPathMatch(csp.source, { strict: true, removeUnnamedParams: true });
    expect(publicPolicy(chatPath(ID))).toBe(false);
    expect(publicPolicy('/ai-portalx')).not.toBe(false);
  });
});
