import { CloudOff, RotateCw } from 'lucide-react';
import { actionClass } from '@/components/site/action-styles';
import { classList } from '@/components/site/class-list';

/** What a protected page shows while Supabase (auth or database) cannot be reached. */
export function BackendUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div role="alert" className="w-full max-w-lg rounded-xl border border-destructive/40 bg-card p-6 sm:p-8">
        <p className="flex items-center gap-2 font-mono text-xs tracking-[0.3em] text-signal uppercase">
          <CloudOff aria-hidden className="size-4" />
          Backend unreachable
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">The backend cannot be reached</h1>
        <p className="mt-3 text-muted-foreground">
          This page needs the sign-in and database service (Supabase), which is not answering right now. Nothing you
          saved is lost. Try again in a moment; the public pages keep working meanwhile.
        </p>
        <button type="button" className={classList(actionClass.primary, 'mt-6 w-full sm:w-auto')} onClick={onRetry}>
          <RotateCw aria-hidden />
          Try again
        </button>
      </div>
    </main>
  );
}
