import fs from 'node:fs';
import path from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';

// Next keeps a header its config already set and drops the route's own, so a route that sends its
// own Content-Security-Policy must be outside next.config's public policy rule. Here, beside the
// internals' tests, because it matches paths with Next's own matcher, as Next does.

/** Every route handler file under app/, as a request path (groups dropped, [param] filled in). */
function routeFiles(dir = 'app'): { file: string; path: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    if (!/^route\.tsx?$/.test(entry.name)) return [];
    const segments = path
      .dirname(file)
      .split(path.sep)
      .slice(1)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => segment.replace(/^\[+\.{0,3}(.*?)\]+$/, 'x-$1'));
    return [{ file, path: `/${segments.join('/')}` }];
  });
}

async function publicPolicyRule() {
  const rules = await nextConfig('phase-production-server').headers!();
  const rule = rules.find((r) => r.headers.some((h) => h.key.toLowerCase() === 'content-security-policy'));
  expect(rule).toBeDefined();
  return getPathMatch(rule!.source, { strict: true, removeUnnamedParams: true });
}

describe('routes with a Content-Security-Policy of their own', () => {
  const own = routeFiles().filter(({ file }) => /content-security-policy/i.test(fs.readFileSync(file, 'utf8')));

  it('include the attachment download', () => {
    expect(own.map((route) => route.path)).toContain('/api/portal/attachments/x-id');
  });

  it('are left out of the public policy, which still covers the other routes and pages', async () => {
    const matches = await publicPolicyRule();
    for (const route of own) expect(matches(route.path), route.file).toBe(false);
    for (const covered of ['/', '/about', '/api/inquiries', '/api/portal/sessions', '/api/portal/attachments'])
      expect(matches(covered), covered).not.toBe(false);
  });
});
