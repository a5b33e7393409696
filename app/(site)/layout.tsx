import { getPageContent } from '@/lib/content/load';

// Public pages are static, served from Next's cache and revalidated when content is
// saved; the time-based revalidation is a safety net for a restart or a rebuild
// that happened before a save was re-rendered.
export const revalidate = 300;

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [{ links }, { footer }] = await Promise.all([getPageContent('site'), getPageContent('home')]);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* SiteHeader goes here */}
      {children}
      <footer className="border-t border-border/60 py-8 text-center text-sm text-muted-foreground">
        <p>{footer.copyright}</p>
        <p className="mt-1 font-mono text-xs tracking-widest">{footer.tagline}</p>
        <p className="sr-only">{links.brand_name}</p>
      </footer>
    </>
  );
}
