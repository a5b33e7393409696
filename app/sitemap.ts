import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = getEnv().SITE_URL;
  return ['/', '/about', '/portfolio', '/donate', '/privacy'].map((path) => ({
    url: new URL(path, base).toString(),
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path === '/privacy' ? 0.3 : 0.7,
  }));
}
