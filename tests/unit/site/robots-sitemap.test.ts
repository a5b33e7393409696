import { describe, expect, it, vi } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';

// Next writes robots.txt and sitemap.xml from these objects; the checks moved here from the
// browser suite (site-shell.spec.ts), which needed a built server for them.
vi.hoisted(() => {
  process.env.SITE_URL = 'https://mission.example';
});

describe('robots.txt and sitemap.xml', () => {
  it('keep crawlers out of the admin area and point at the sitemap', () => {
    const { rules, sitemap: sitemapUrl } = robots();
    const disallowed = [rules].flat().flatMap((rule) => [rule.disallow ?? []].flat());
    for (const path of ['/admin', '/ai-portal', '/test-supabase']) expect(disallowed).toContain(path);
    expect(sitemapUrl).toBe('https://mission.example/sitemap.xml');
  });

  it('lists the public pages', () => {
    const urls = sitemap().map((entry) => entry.url);
    for (const path of ['/about', '/portfolio', '/donate']) expect(urls).toContain(`https://mission.example${path}`);
  });
});
