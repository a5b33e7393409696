import type { Metadata } from 'next';
import Link from 'next/link';
import { Download } from 'lucide-react';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { Button } from '@/components/ui/button';
import { isOwner } from '@/lib/admins/owner';
import { requireUser } from '@/lib/auth';
import { afterResponse } from '@/lib/inquiries/after-response';
import { getUnverifiedMail, searchInquiries, searchText } from '@/lib/inquiries/admin';
import { sendDueDigest } from '@/lib/inquiries/digest';
import { notificationsConfigured } from '@/lib/inquiries/notify';
import { getReplyInstructions } from '@/lib/inquiries/reply-instructions';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { FolderTabs } from './_components/folder-tabs';
import { folderFrom, inFolder } from './_components/folders';
import { InquiryListHeader, InquiryRow } from './_components/inquiry-row';
import { InquirySearch } from './_components/inquiry-search';
import { RetentionSetting } from './_components/retention-setting';
import { SpamNotice } from './_components/spam-notice';
import { ReplyInstructionsForm } from './_components/reply-instructions-form';
import { UnverifiedMailChoice } from './_components/unverified-mail-choice';
import { getInquiryRetention } from '@/lib/inquiries/retention';

export const metadata: Metadata = { title: 'Inquiries', robots: { index: false } };

type Params = { folder?: string; q?: string };

/** What visitors sent from /contact, newest first, by folder, searchable (server-rendered; guarded like the dashboard). */
export default async function InquiriesPage({ searchParams }: { searchParams: Promise<Params> }) {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const params = await searchParams;
  const folder = folderFrom(params.folder);
  const query = searchText.catch('').parse(typeof params.q === 'string' ? params.q : '');
  const [inquiries, unverifiedMail, mailing, owner, replyInstructions] = await Promise.all([
    searchInquiries(user, query),
    getUnverifiedMail(user),
    notificationsConfigured(),
    isOwner(user),
    getReplyInstructions(user),
  ]);
  // The retention is the owner's alone (the database answers null to anyone else).
  const retention = owner ? await getInquiryRetention(user) : null;
  // The daily digest has no scheduled job: an admin's visit is one of the moments it may go.
  if (mailing) afterResponse(() => sendDueDigest());
  const shown = inFolder(inquiries, folder);
  const newCount = inquiries.filter((i) => i.status === 'new').length;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="INQUIRIES" email={user.email} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <FolderTabs inquiries={inquiries} current={folder} query={query} />
          {folder !== 'spam' ? <SpamNotice count={inquiries.filter((i) => i.status === 'spam').length} /> : null}
        </div>
        <Button asChild variant="outline" className="font-mono tracking-widest">
          <a href="/api/inquiries/export" download>
            <Download aria-hidden /> EXPORT CSV
          </a>
        </Button>
      </div>
      <InquirySearch query={query} folder={folder} />
      <p className="text-sm text-muted-foreground">
        {query
          ? `${inquiries.length === 100 ? 'The newest 100' : inquiries.length} found for “${query}”. `
          : `${newCount === 1 ? '1 new inquiry.' : `${newCount} new inquiries.`} `}
        {mailing ? (
          'Each new one is also e-mailed to you; one that could not be sent says so, and is tried again with the next inquiry or with Retry. Open one to read it and answer it here.'
        ) : owner ? (
          <>
            No mail server is set up, so new ones are not e-mailed: check here, or{' '}
            <Link href="/admin/email" className="text-primary underline underline-offset-4">
              set one up on the E-mail page
            </Link>
            .
          </>
        ) : (
          'No mail server is set up, so new ones are not e-mailed: check here (the owner can set one up).'
        )}{' '}
        Unverified ones came without the form&apos;s proof of work (a browser without JavaScript, or a script): they are
        in the Inbox, flagged, and never e-mailed one by one
        {mailing ? ', only listed in one summary e-mail a day if you want it' : ''}. Spam holds what looked automated,
        each with its reason; it is deleted 30 days after it was filed there.
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
      {owner ? <RetentionSetting current={retention} /> : null}
    </main>
  );
}
