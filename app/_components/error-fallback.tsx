'use client';

import { RotateCw, TriangleAlert } from 'lucide-react';
import { actionClass } from '@/components/site/action-styles';
import { classList } from '@/components/site/class-list';
import { describeError } from '@/lib/error-details';

/**
 * What a visitor sees when rendering fails. Only the message and the digest are shown:
 * in production a server error arrives with a generic message and a digest that matches
 * the server log, and a stack trace would only leak internals.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const { message, digest } = describeError(error);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-xl border border-destructive/40 bg-card p-6 sm:p-8">
        <p className="flex items-center gap-2 font-mono text-xs tracking-[0.3em] text-signal uppercase">
          <TriangleAlert aria-hidden className="size-4" />
          System fault
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          An unexpected error stopped this page from loading. Please refresh the page; if the problem continues, contact
          support.
        </p>
        <details className="mt-6 rounded-md border border-border bg-background/60 p-4 text-sm">
          <summary className="cursor-pointer font-mono tracking-widest uppercase">Error details</summary>
          <p className="mt-3 font-mono break-words text-muted-foreground">{message}</p>
          {digest && <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {digest}</p>}
        </details>
        <button
          type="button"
          className={classList(actionClass.primary, 'mt-6 w-full sm:w-auto')}
          onClick={() => window.location.reload()}
        >
          <RotateCw aria-hidden />
          Reload Page
        </button>
      </div>
    </main>
  );
}
