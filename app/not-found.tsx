import { Glyph } from '@/components/site/glyph';
import type { Metadata } from 'next';
import Link from 'next/link';
import { kitButtonClass } from '@/components/site/kit-button';
import { MissingPathLogger } from './_components/missing-path-logger';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
};

// The shared header comes from the root layout.
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex flex-1 items-center justify-center px-4 pt-24 pb-16">
        <MissingPathLogger />
        <div className="text-center">
          <p aria-hidden className="font-mono text-xs tracking-[0.3em] text-signal uppercase">
            Signal lost // Route unknown
          </p>
          <h1 className="mt-4 font-mono text-7xl font-bold text-primary sm:text-8xl">404</h1>
          <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
          {/* The UI kit's large Button as a class (kit-button.ts): this tree rides in every page's
              RSC payload (the root layout's not-found boundary), so its classes are sent on each. */}
          <Link href="/" className={kitButtonClass({ className: 'mt-8' })}>
            <Glyph name="house" />
            Return to Home
          </Link>
        </div>
      </main>
    </div>
  );
}
