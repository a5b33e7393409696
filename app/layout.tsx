import type { Metadata } from 'next';
import { EasterEgg } from '@/components/site/easter-egg';
import { SiteHeader } from '@/components/site/site-header';
import { getPageContent } from '@/lib/content/load';
import { getEnv } from '@/lib/env';
import { mono, sans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: 'Mission Ready Tech', template: '%s | Mission Ready Tech' },
  description: 'Veteran-owned AI development, consulting and local lawn care.',
};

// The public header and the easter egg live here, not in app/(site), so the not-found page
// (which sits outside any group) shares them without shipping a second copy of their script.
// Both hide themselves in the admin area.
export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const { links } = await getPageContent('site');
  return (
    <html lang="en" className={`dark ${sans.variable} ${mono.variable}`}>
      {/* The body's look (colours, font, smoothing, full height) is in app/tokens.css: not a class
          list sent in every page's HTML and again in its RSC payload. */}
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader brandName={links.brand_name} taskpilotUrl={links.taskpilot_url} />
        {children}
        <EasterEgg />
      </body>
    </html>
  );
}
