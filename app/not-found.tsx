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
      <main id="main" className="not-found">
        <MissingPathLogger />
        <div className="text-center">
          <p aria-hidden className="eyebrow">
            Signal lost // Route unknown
          </p>
          <h1 className="not-found-code">404</h1>
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
