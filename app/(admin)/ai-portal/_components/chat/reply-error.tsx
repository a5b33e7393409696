'use client';

import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = {
  /** What went wrong and what to do, in the server's words (lib/ai/provider-errors). */
  error: string;
  /** Whether some of the reply arrived before it failed (shown above this note). */
  partial: boolean;
  /** Only while this is the chat's last reply: answer its question again. */
  onRetry?: () => void;
};

/**
 * A failed reply, kept in the thread where it happened: stored with the reply, so a reload and
 * later messages leave it in place; Retry while nothing came after it.
 */
export function ReplyError({ error, partial, onRetry }: Props) {
  return (
    <div
      role="note"
      aria-label="The reply failed"
      className="flex flex-col gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm"
    >
      <p className="flex items-start gap-2 font-medium text-destructive">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {partial ? 'The reply stopped before it was finished.' : 'No reply: the request failed.'}
      </p>
      <p className="[overflow-wrap:anywhere]">{error}</p>
      {onRetry && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onRetry}>
          <RefreshCwIcon aria-hidden /> Retry
        </Button>
      )}
    </div>
  );
}
