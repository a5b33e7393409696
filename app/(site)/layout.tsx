import { SiteFooter } from '@/components/site/site-footer';
import { SiteJsonLd } from '@/components/site/json-ld';
import { getPageContent } from '@/lib/content/load';
import { getEnv } from '@/lib/env';
import { VisitBeacon } from './_components/visit-beacon';

// Public pages are static, served from Next's cache and revalidated when content is
// saved; the time-based revalidation is a safety net for a restart or a rebuild
// that happened before a save was re-rendered.
export const revalidate = 300;

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [{ links }, { footer }] = await Promise.all([getPageContent('site'), getPageContent('home')]);
  return (
    <>
      {children}
      <SiteFooter footer={footer} />
      <SiteJsonLd links={links} siteUrl={getEnv().SITE_URL} description={footer.tagline} />
      <VisitBeacon />
    </>
  );
}
