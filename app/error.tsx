'use client';

import { ErrorFallback } from './_components/error-fallback';

// React already reports the caught error to the console. The button does a full reload
// (not retry()) because that is what it promises, and it also recovers from stale state.
export default function RouteError({ error }: { error: unknown }) {
  return <ErrorFallback error={error} />;
}
