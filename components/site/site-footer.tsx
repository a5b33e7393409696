import Link from 'next/link';
import { withCurrentYear } from '@/lib/content/copyright-year';
import type { HomeFooterContent } from '@/lib/content/pages/home';
import { editable } from '@/lib/content/edit-marks';

/**
 * The public footer; its id is the anchor the dashboard's "View on site" link points at. The year
 * is this year's when the page is drawn (public pages are redrawn at least every few minutes).
 */
export function SiteFooter({ footer }: { footer: HomeFooterContent }) {
  return (
    <footer id="site-footer" className="site-footer">
      <p {...editable('home', 'footer', 'copyright')}>{withCurrentYear(footer.copyright)}</p>
      <p className="mt-1 font-mono text-xs tracking-widest" {...editable('home', 'footer', 'tagline')}>
        {footer.tagline}
      </p>
      <p className="mt-3 flex justify-center gap-4">
        <Link href="/contact" className="footer-link">
          Contact
        </Link>
        <Link href="/privacy" className="footer-link">
          Privacy
        </Link>
      </p>
    </footer>
  );
}
