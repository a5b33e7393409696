import { describe, expect, it, vi } from 'vitest';
import robots from '@/app/robots';

// Next writes robots.txt and sitemap.xml from these objects; the checks moved here from the
// browser suite (site-shell.spec.ts), which needed a built server for them.
vi.hoisted(() => {
  process.env.SITE_URL = 'https://mission.example';
});

// The sitemap reads the pages' saved search fields: tests/integration/content/page-seo.test.ts.
describe('robots.txt', () => {
  it('keep crawlers out of the admin area and point at the sitemap', () => {
    const { rules, sitemap: sitemapUrl } = robots();
    const disallowed = [rules].flat().flatMap((rule) => [rule.disallow ?? []].flat());
    for (const path of ['/admin', '/ai-portal', '/test-supabase']) expect(disallowed).toContain(path);
    expect(sitemapUrl).toBe('https://mission.example/sitemap.xml');
  });
});
