'use client';

import { BackendUnavailable } from '@/app/(admin)/_components/backend-unavailable';
import { isBackendUnavailable } from '@/lib/backend-unavailable';
import { ErrorFallback } from '../_components/error-fallback';

// Protected pages fail as a whole when Supabase is down; the error's digest (kept by
// Next while the message is hidden) tells that outage apart from a bug.
export default function AdminError({ error }: { error: unknown }) {
  if (isBackendUnavailable(error)) return <BackendUnavailable onRetry={() => window.location.reload()} />;
  return <ErrorFallback error={error} />;
}
