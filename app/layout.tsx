import type { Metadata } from 'next';
import { getEnv } from '@/lib/env';
import { mono, sans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: 'Mission Ready Tech', template: '%s | Mission Ready Tech' },
  description: 'Veteran-owned AI development, consulting and local lawn care.',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={`dark ${sans.variable} ${mono.variable}`}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
      </body>
    </html>
  );
}
