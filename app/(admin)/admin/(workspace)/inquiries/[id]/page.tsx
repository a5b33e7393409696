import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { requireUser } from '@/lib/auth';
import { inquiryThread } from '@/lib/inquiries/admin';
import { notificationsConfigured } from '@/lib/inquiries/notify';
import { quotedInquiry, replySubject } from '@/lib/inquiries/reply-text';
import { STATUS_LABELS, topicLabel } from '@/lib/inquiries/topics';
import { InquiryActions } from '../_components/inquiry-actions';
import { ReplyBox } from '../_components/reply-box';
import { ReplyDraftBox } from '../_components/reply-draft-box';
import { InquiryFields, ThreadMessages } from '../_components/thread-details';

export const metadata: Metadata = { title: 'Inquiry', robots: { index: false } };

// A mailto link past about 2,000 characters is cut or refused by some mail apps: the quote is shortened.
const MAILTO_QUOTE = 1_200;

/** One inquiry as a thread: its fields, the message, the answers sent, and the reply box. */
export default async function InquiryThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const thread = await inquiryThread(user, (await params).id);
  if (!thread) notFound();
  const { inquiry, replies } = thread;
  const mailing = await notificationsConfigured();
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="INQUIRY" email={user.email} />
      <Link
        href="/admin/inquiries"
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All inquiries
      </Link>
      <section aria-labelledby="thread-title" className="space-y-4">
        <div className="space-y-1">
          <h2 id="thread-title" className="text-xl font-semibold break-words">
            {topicLabel(inquiry.topic)} from {inquiry.name}
          </h2>
          <p className="text-sm text-muted-foreground" data-thread-status="">
            <span className={inquiry.status === 'new' ? 'font-semibold text-primary' : 'text-foreground'}>
              {STATUS_LABELS[inquiry.status]}
            </span>
            {inquiry.repliedAt ? (
              <>
                {' '}
                · replied <LocalTime iso={inquiry.repliedAt} />
              </>
            ) : null}{' '}
            · received <LocalTime iso={inquiry.createdAt} />
          </p>
        </div>
        <InquiryFields inquiry={inquiry} />
        <ThreadMessages inquiry={inquiry} replies={replies} />
      </section>
      <section aria-label="Answer" className="space-y-4 rounded-md border p-4">
        {mailing ? (
          <ReplyBox inquiryId={inquiry.id} to={inquiry.email} />
        ) : (
          <ReplyDraftBox
            inquiryId={inquiry.id}
            email={inquiry.email}
            subject={replySubject(inquiry)}
            quote={quotedInquiry(inquiry, MAILTO_QUOTE)}
          />
        )}
        <InquiryActions inquiry={inquiry} label={inquiry.name} afterDelete="/admin/inquiries" />
      </section>
    </main>
  );
}
