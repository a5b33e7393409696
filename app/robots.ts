import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/ai-portal', '/test-supabase', '/api/'] },
    sitemap: new URL('/sitemap.xml', base).toString(),
  };
}
