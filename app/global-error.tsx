'use client';

import { ErrorFallback } from './_components/error-fallback';
import { mono, sans } from './fonts';
import './global-error.css';

// Replaces the root layout when that layout itself fails, so it brings its own document,
// styles, fonts and dark theme.
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="en" className={`dark ${sans.variable} ${mono.variable}`}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>Something went wrong</title>
        <ErrorFallback error={error} />
      </body>
    </html>
  );
}
