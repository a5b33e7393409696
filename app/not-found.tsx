import { House } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { MissingPathLogger } from './_components/missing-path-logger';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
};

// The root not-found sits outside app/(site), so it does not get the site layout; this bar
// stands in for the shared header.
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border/60 bg-background/95">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link href="/" className="font-mono text-sm font-semibold tracking-[0.25em] text-primary uppercase">
            Mission Ready Tech
          </Link>
        </nav>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <MissingPathLogger />
        <div className="text-center">
          <p aria-hidden className="font-mono text-xs tracking-[0.3em] text-signal uppercase">
            Signal lost // Route unknown
          </p>
          <h1 className="mt-4 font-mono text-7xl font-bold text-primary sm:text-8xl">404</h1>
          <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/">
              <House aria-hidden />
              Return to Home
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
