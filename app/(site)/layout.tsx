import { SiteFooter } from '@/components/site/site-footer';
import { EditPreviewBridge } from '@/components/site/edit-preview-bridge';
import { SiteJsonLd } from '@/components/site/json-ld';
import { loadDraftPreview } from '@/lib/content/draft-preview';
import { getPageContent } from '@/lib/content/load';
import { getEnv } from '@/lib/env';
import { VisitBeacon } from './_components/visit-beacon';

// Public pages are static, served from Next's cache and revalidated when content is
// saved; the time-based revalidation is a safety net for a restart or a rebuild
// that happened before a save was re-rendered.
export const revalidate = 300;

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [{ links }, { footer }, preview] = await Promise.all([
    getPageContent('site'),
    getPageContent('home'),
    loadDraftPreview(),
  ]);
  return (
    <>
      {children}
      <SiteFooter footer={footer} />
      <SiteJsonLd links={links} siteUrl={getEnv().SITE_URL} description={footer.tagline} />
      {/* The "Edit page" frame: the owner's preview is no visit, and it talks to the editor. */}
      {preview ? <EditPreviewBridge /> : <VisitBeacon />}
    </>
  );
}
