import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/portal/preview-frame/route';
import { OWN_POLICY_ROUTES, previewFrameCsp } from '@/lib/security/csp';

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('the preview frame page', () => {
  it('is a fixed page that echoes nothing of the request', async () => {
    const plain = await (await GET(new Request('http://localhost:3000/api/portal/preview-frame'))).text();
    const probed = await GET(new Request('http://localhost:3000/api/portal/preview-frame?x=<script>probe</script>'));
    expect(probed.status).toBe(200);
    expect(probed.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await probed.text()).toBe(plain);
    expect(plain).not.toContain('probe');
  });

  it('sends its own policy: an opaque origin, no network, no forms, framed by the portal only', async () => {
    const response = await GET(new Request('http://localhost:3000/api/portal/preview-frame'));
    expect(response.headers.get('content-security-policy')).toBe(previewFrameCsp());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = directives(previewFrameCsp());
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // Scripts and styles only inline (the block's own); images only from the block (data:).
    expect(policy.get('script-src')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(['data:']);
    // next.config.ts must not put the public pages' policy in its place.
    expect(OWN_POLICY_ROUTES.some((route) => 'api/portal/preview-frame'.startsWith(route))).toBe(true);
  });
});
