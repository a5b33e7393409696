import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth';
import { afterResponse } from '@/lib/inquiries/after-response';
import { getUnverifiedMail, listInquiries } from '@/lib/inquiries/admin';
import { sendDueDigest } from '@/lib/inquiries/digest';
import { notificationsConfigured } from '@/lib/inquiries/notify';
import { getReplyInstructions } from '@/lib/inquiries/reply-instructions';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { FolderTabs } from './_components/folder-tabs';
import { folderFrom, inFolder } from './_components/folders';
import { InquiryListHeader, InquiryRow } from './_components/inquiry-row';
import { ReplyInstructionsForm } from './_components/reply-instructions-form';
import { UnverifiedMailChoice } from './_components/unverified-mail-choice';

export const metadata: Metadata = { title: 'Inquiries', robots: { index: false } };

/** What visitors sent from /contact, newest first, by folder (server-rendered; guarded like the dashboard). */
export default async function InquiriesPage({ searchParams }: { searchParams: Promise<{ folder?: string }> }) {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const folder = folderFrom((await searchParams).folder);
  const [inquiries, unverifiedMail, replyInstructions] = await Promise.all([
    listInquiries(user),
    getUnverifiedMail(user),
    getReplyInstructions(user),
  ]);
  const mailing = notificationsConfigured();
  // The daily digest has no scheduled job: an admin's visit is one of the moments it may go.
  if (mailing) afterResponse(() => sendDueDigest());
  const shown = inFolder(inquiries, folder);
  const newCount = inquiries.filter((i) => i.status === 'new').length;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="INQUIRIES" email={user.email} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FolderTabs inquiries={inquiries} current={folder} />
        <Button asChild variant="outline" className="font-mono tracking-widest">
          <a href="/api/inquiries/export" download>
            <Download aria-hidden /> EXPORT CSV
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {newCount === 1 ? '1 new inquiry.' : `${newCount} new inquiries.`}{' '}
        {mailing
          ? 'Each new one is also e-mailed to you; one that could not be sent says so, and is tried again with the next inquiry or with Retry.'
          : 'No mail server is set up (SMTP_URL), so new ones are not e-mailed: check here.'}{' '}
        Unverified ones came without the form&apos;s proof of work (a browser without JavaScript, or a script): they are
        never e-mailed one by one{mailing ? ', only listed in one summary e-mail a day if you want it' : ''}. Spam holds
        what looked automated.
      </p>
      {mailing ? <UnverifiedMailChoice current={unverifiedMail} /> : null}
      <ReplyInstructionsForm initial={replyInstructions} />
      {shown.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">Nothing here.</p>
      ) : (
        <section aria-label="Inquiries" className="space-y-2">
          <InquiryListHeader />
          {shown.map((inquiry) => (
            <InquiryRow key={inquiry.id} inquiry={inquiry} />
          ))}
        </section>
      )}
    </main>
  );
}
