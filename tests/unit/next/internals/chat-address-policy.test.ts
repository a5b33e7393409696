import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';

// Issue #41, point 2: a chat's address (/ai-portal/c/[id]) is an admin page like /ai-portal: the
// proxy refreshes the session and gives it the nonce CSP, and the public policy stays off it (two
// policies would both apply). Here, beside the internals, because it uses Next's own path matcher.
const CHAT = '/ai-portal/c/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('chat addresses', () => {
  it('go through the proxy, and not under the public CSP', async () => {
    expect(proxyConfig.matcher.some((source) => getPathMatch(source, { strict: true })(CHAT))).toBe(true);
    const rules = await nextConfig('phase-production-server').headers!();
    const csp = rules.find((rule) => rule.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'))!;
    const publicPolicy = getPathMatch(csp.source, { strict: true, removeUnnamedParams: true });
    expect(publicPolicy(CHAT)).toBe(false);
    expect(publicPolicy('/ai-portalx')).not.toBe(false);
  });
});
