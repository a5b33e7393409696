import { ChevronRight } from 'lucide-react';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import type { Inquiry } from '@/lib/data/port';
import { STATUS_LABELS, serviceLabel, topicLabel } from '@/lib/inquiries/topics';
import { mailtoHref } from '@/lib/mailto';
import { InquiryActions } from './inquiry-actions';
import { ReplyDraftBox } from './reply-draft-box';

const SPAM_REASONS: Record<NonNullable<Inquiry['spamReason']>, string> = {
  honeypot: 'the hidden field was filled in',
  too_fast: 'sent within 3 seconds of the form being shown',
  too_old: 'the form was more than a day old',
  bad_token: 'the form token was missing or forged',
  bad_proof: 'the proof of work was forged',
};

const grid = 'grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)_12rem_12rem] sm:items-center';

export function InquiryListHeader() {
  return (
    <div
      aria-hidden="true"
      className={`${grid} hidden px-4 text-xs font-medium text-muted-foreground uppercase sm:grid`}
    >
      <span>Topic</span>
      <span>Name</span>
      <span>Received</span>
      <span>Status</span>
    </div>
  );
}

/** One inquiry: topic, name, received and status; opened (no script needed), every field and what to do with it. */
export function InquiryRow({ inquiry }: { inquiry: Inquiry }) {
  const fields: [string, string | null][] = [
    ['Name', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone ?? '—'],
    ['Topic', topicLabel(inquiry.topic)],
    // Lawn care's own fields; another topic never has them.
    ['Street address or ZIP', inquiry.location],
    ['Service', inquiry.service ? serviceLabel(inquiry.service) : null],
  ];
  return (
    <details className="group rounded-md border bg-card" data-inquiry={inquiry.id}>
      <summary className={`${grid} cursor-pointer list-none px-4 py-3 hover:bg-accent/40`}>
        <span className="flex items-center gap-1.5 font-mono text-sm">
          <ChevronRight aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-90" />
          {topicLabel(inquiry.topic)}
        </span>
        <span className="truncate font-medium">{inquiry.name}</span>
        <span className="text-sm text-muted-foreground">
          <LocalTime iso={inquiry.createdAt} />
        </span>
        <span className="flex flex-wrap gap-1 text-sm">
          <span className={inquiry.status === 'new' ? 'font-semibold text-primary' : ''}>
            {STATUS_LABELS[inquiry.status]}
          </span>
          {inquiry.notifyState === 'failed' ? <span className="text-destructive">· notification not sent</span> : null}
        </span>
      </summary>
      <div className="space-y-4 border-t px-4 py-4">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          {fields
            .filter(([, value]) => value !== null)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          {inquiry.spamReason ? (
            <div className="contents">
              <dt className="text-muted-foreground">Filed as spam because</dt>
              <dd>{SPAM_REASONS[inquiry.spamReason]}</dd>
            </div>
          ) : null}
          {inquiry.notifyState === 'failed' ? (
            <div className="contents">
              <dt className="text-muted-foreground">Notification</dt>
              <dd className="text-destructive">not sent{inquiry.notifyError ? `: ${inquiry.notifyError}` : ''}</dd>
            </div>
          ) : null}
        </dl>
        <p className="rounded-md bg-muted/40 p-3 text-sm whitespace-pre-wrap">{inquiry.message}</p>
        {inquiry.status === 'spam' ? null : <ReplyDraftBox inquiryId={inquiry.id} name={inquiry.name} />}
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={mailtoHref(inquiry.email, `Re: ${topicLabel(inquiry.topic)}`)}
            className="inline-flex h-8 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90"
          >
            Reply by e-mail
          </a>
          <InquiryActions inquiry={inquiry} label={inquiry.name} />
        </div>
      </div>
    </details>
  );
}
