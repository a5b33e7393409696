import Link from 'next/link';
import type { HomeFooterContent } from '@/lib/content/pages/home';

/** The public footer; its id is the anchor the dashboard's "View on site" link points at. */
export function SiteFooter({ footer }: { footer: HomeFooterContent }) {
  return (
    <footer id="site-footer" className="border-t border-border/60 py-8 text-center text-sm text-muted-foreground">
      <p>{footer.copyright}</p>
      <p className="mt-1 font-mono text-xs tracking-widest">{footer.tagline}</p>
      <p className="mt-3">
        <Link href="/privacy" className="underline-offset-4 hover:text-foreground hover:underline">
          Privacy
        </Link>
      </p>
    </footer>
  );
}
