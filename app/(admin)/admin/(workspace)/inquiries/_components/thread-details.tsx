import { LocalTime } from '@/app/(admin)/_components/local-time';
import type { Inquiry, InquiryReply } from '@/lib/data/port';
import { serviceLabel, topicLabel } from '@/lib/inquiries/topics';
import { mailtoHref } from '@/lib/mailto';
import { FilingNote } from './filing-note';

/** Every field the visitor sent, and what happened to its notification. */
export function InquiryFields({ inquiry }: { inquiry: Inquiry }) {
  const rows: [string, React.ReactNode][] = [
    [
      'E-mail',
      <a key="e" href={mailtoHref(inquiry.email)} className="text-primary underline-offset-4 hover:underline">
        {inquiry.email}
      </a>,
    ],
    ['Phone', inquiry.phone ?? '—'],
    ['Topic', topicLabel(inquiry.topic)],
    // Lawn care's own fields; another topic never has them.
    ...(inquiry.location ? [['Street address or ZIP', inquiry.location] as [string, string]] : []),
    ...(inquiry.service ? [['Service', serviceLabel(inquiry.service)] as [string, string]] : []),
    ...(inquiry.notifyState === 'failed'
      ? [['Notification', `not sent${inquiry.notifyError ? `: ${inquiry.notifyError}` : ''}`] as [string, string]]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
      <FilingNote inquiry={inquiry} />
    </dl>
  );
}

/** The thread: the visitor's message, then each answer sent from here, oldest first. */
export function ThreadMessages({ inquiry, replies }: { inquiry: Inquiry; replies: InquiryReply[] }) {
  return (
    <ol aria-label="Messages" className="space-y-3">
      <li className="rounded-md border bg-muted/40 p-3">
        <p className="mb-2 text-xs text-muted-foreground">
          {inquiry.name} wrote, <LocalTime iso={inquiry.createdAt} />
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">{inquiry.message}</p>
      </li>
      {replies.map((reply) => (
        <li key={reply.id} className="ml-4 rounded-md border border-primary/40 bg-primary/5 p-3 sm:ml-12">
          <p className="mb-2 text-xs text-muted-foreground">
            You replied by e-mail, <LocalTime iso={reply.createdAt} />
          </p>
          <p className="text-sm break-words whitespace-pre-wrap">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
