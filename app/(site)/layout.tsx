import { SiteJsonLd } from '@/components/site/json-ld';
import { getPageContent } from '@/lib/content/load';
import { getEnv } from '@/lib/env';

// Public pages are static, served from Next's cache and revalidated when content is
// saved; the time-based revalidation is a safety net for a restart or a rebuild
// that happened before a save was re-rendered.
export const revalidate = 300;

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [{ links }, { footer }] = await Promise.all([getPageContent('site'), getPageContent('home')]);
  return (
    <>
      {children}
      <footer className="border-t border-border/60 py-8 text-center text-sm text-muted-foreground">
        <p>{footer.copyright}</p>
        <p className="mt-1 font-mono text-xs tracking-widest">{footer.tagline}</p>
      </footer>
      <SiteJsonLd links={links} siteUrl={getEnv().SITE_URL} description={footer.tagline} />
    </>
  );
}
