import 'server-only';
import type { Metadata } from 'next';
import { withSocialCard } from '@/lib/site-images/social-metadata';
import { getPageContent } from './load';

export type PublicPage = 'home' | 'about' | 'portfolio' | 'donate' | 'contact' | 'privacy';

/**
 * A public page's `<title>`, description, Open Graph/Twitter tags and robots rule from its saved
 * "Search & sharing" section. Read through the same cached content load as the page itself, so a
 * save shows here on the same revalidation as a text edit and costs no extra query.
 */
export async function publicPageMetadata(page: PublicPage, type: 'website' | 'profile'): Promise<Metadata> {
  const { seo } = await getPageContent(page);
  const { title, description } = seo;
  return withSocialCard({
    title: { absolute: title },
    description,
    openGraph: { title, description, type },
    twitter: { card: 'summary', title, description },
    ...(seo.hide_from_search_engines && { robots: { index: false, follow: true } }),
  });
}
