'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import type { Inquiry, InquiryStatus } from '@/lib/data/port';
import type { StatusChangeRequest } from '@/app/api/inquiries/[id]/schema';
import { callRoute, type RouteOptions } from '@/lib/http/call-route';

type Move = { status: Exclude<InquiryStatus, 'unverified'>; label: string };

// What each status can be moved to; Not spam and Move to inbox both make it new again.
const MOVES: Record<InquiryStatus, Move[]> = {
  new: [
    { status: 'replied', label: 'Mark replied' },
    { status: 'archived', label: 'Archive' },
    { status: 'spam', label: 'Spam' },
  ],
  unverified: [
    { status: 'new', label: 'Mark verified' },
    { status: 'replied', label: 'Mark replied' },
    { status: 'archived', label: 'Archive' },
    { status: 'spam', label: 'Spam' },
  ],
  replied: [
    { status: 'archived', label: 'Archive' },
    { status: 'spam', label: 'Spam' },
  ],
  archived: [
    { status: 'new', label: 'Move to inbox' },
    { status: 'spam', label: 'Spam' },
  ],
  spam: [{ status: 'new', label: 'Not spam' }],
};

/**
 * Re-file, delete (after a confirmation) and retry the notification of one inquiry; the page
 * reloads after, or goes to `afterDelete` once the inquiry is gone.
 */
export function InquiryActions({
  inquiry,
  label,
  afterDelete,
}: {
  inquiry: Inquiry;
  label: string;
  afterDelete?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = (url: string, init: RouteOptions, done: string, then?: string) =>
    startTransition(async () => {
      const outcome = await callRoute(url, init);
      if (!outcome.ok) return void toast.error(outcome.message);
      toast.success(done);
      if (then) router.push(then);
      else router.refresh();
    });
  const move = ({ status, label: text }: Move) =>
    run(
      `/api/inquiries/${inquiry.id}`,
      { method: 'PATCH', json: { status } satisfies StatusChangeRequest },
      `${text}: done.`,
    );
  return (
    <div className="flex flex-wrap gap-2">
      {MOVES[inquiry.status].map((m) => (
        <Button key={m.status} type="button" variant="outline" size="sm" disabled={pending} onClick={() => move(m)}>
          {m.label}
        </Button>
      ))}
      {inquiry.notifyState === 'failed' ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => run(`/api/inquiries/${inquiry.id}/notify`, { method: 'POST' }, 'Notification sent.')}
        >
          Retry notification
        </Button>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Delete the inquiry from ${label}`}
            disabled={pending}
          >
            Delete
          </Button>
        }
        title="Delete this inquiry?"
        description={`The inquiry from ${label} is removed for good. Export the CSV first to keep a copy.`}
        confirm="Delete"
        destructive
        onConfirm={() => run(`/api/inquiries/${inquiry.id}`, { method: 'DELETE' }, 'Inquiry deleted.', afterDelete)}
      />
    </div>
  );
}
