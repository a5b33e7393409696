import Link from 'next/link';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import type { Inquiry } from '@/lib/data/port';
import { STATUS_LABELS, topicLabel } from '@/lib/inquiries/topics';
import { mailtoHref } from '@/lib/mailto';
import { FilingTag } from './filing-note';

const grid = 'grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_minmax(0,1fr)_9rem_7rem] sm:items-start';

/** The message on one line: line breaks become spaces, and CSS cuts it to the row's width. */
const preview = (message: string) => message.replace(/\s+/g, ' ').trim();

export function InquiryListHeader() {
  return (
    <div
      aria-hidden="true"
      className={`${grid} hidden px-4 text-xs font-medium text-muted-foreground uppercase sm:grid`}
    >
      <span>Topic</span>
      <span>From and message</span>
      <span>Received</span>
      <span>Status</span>
    </div>
  );
}

/** One inquiry in the list: who (a link to its thread, and the address as a mail link), a line of the message, when, status. */
export function InquiryRow({ inquiry }: { inquiry: Inquiry }) {
  return (
    <article
      aria-label={`Inquiry from ${inquiry.name}`}
      data-inquiry={inquiry.id}
      className={`${grid} rounded-md border bg-card px-4 py-3 hover:bg-accent/30`}
    >
      <span className="font-mono text-sm">{topicLabel(inquiry.topic)}</span>
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link href={`/admin/inquiries/${inquiry.id}`} className="font-medium underline-offset-4 hover:underline">
            {inquiry.name}
          </Link>
          <a
            href={mailtoHref(inquiry.email)}
            className="truncate text-sm text-primary underline-offset-4 hover:underline"
          >
            {inquiry.email}
          </a>
        </p>
        <p className="truncate text-sm text-muted-foreground">{preview(inquiry.message)}</p>
      </div>
      <span className="text-sm text-muted-foreground">
        <LocalTime iso={inquiry.createdAt} />
      </span>
      <span className="flex flex-wrap gap-1 text-sm">
        <span className={inquiry.status === 'new' ? 'font-semibold text-primary' : ''}>
          {STATUS_LABELS[inquiry.status]}
        </span>
        <FilingTag inquiry={inquiry} />
        {inquiry.notifyState === 'failed' ? <span className="text-destructive">· notification not sent</span> : null}
      </span>
    </article>
  );
}
