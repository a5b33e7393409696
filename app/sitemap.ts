import type { MetadataRoute } from 'next';
import { listSitemapPages } from '@/lib/content/sitemap-pages';
import { getEnv } from '@/lib/env';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().SITE_URL;
  return (await listSitemapPages()).map(({ path, lastModified }) => ({
    url: new URL(path, base).toString(),
    ...(lastModified && { lastModified }),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path === '/privacy' ? 0.3 : 0.7,
  }));
}
