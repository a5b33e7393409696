'use client';

import { ErrorFallback } from './_components/error-fallback';
import { mono, sans } from './fonts';

// Replaces the root layout when that layout itself fails, so it brings its own document, fonts
// and dark theme. Its styles are the root layout's: Next gives the global error boundary the
// root layout's stylesheets (the same files, so the browser fetches them once) plus any it
// imports itself, and those would be one more render-blocking stylesheet on every page.
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="en" className={`dark ${sans.variable} ${mono.variable}`}>
      <body>
        <title>Something went wrong</title>
        <ErrorFallback error={error} />
      </body>
    </html>
  );
}
