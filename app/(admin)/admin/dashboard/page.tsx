import type { Metadata } from 'next';
import { ContentManager } from '@/app/(admin)/admin/dashboard/_components/content-manager/content-manager';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { requireUser } from '@/lib/auth';
import { listSectionsForEditor } from '@/lib/content/editor-sections';
import { AdminPageHeader } from '../../_components/admin-page-header';
import { AuthenticatorOffNotice } from '../../_components/authenticator/authenticator-off-notice';
import { AccountSecurity } from './_components/account-security';
import { AdminsCard } from './_components/admins-card';
import { BackupCard } from './_components/backup-card';
import { PreviewProvider } from './_components/preview-provider';
import { CommandActions } from './_components/command-actions';
import { ImagesCard } from './_components/images-card';
import { ResumeCard } from './_components/resume-card';
import { StatusCards } from './_components/status-cards';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

export default async function DashboardPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const user = await requireUser();
  const { notice } = await searchParams;
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const sections = await listSectionsForEditor(user);
  const pageCount = new Set(sections.map((section) => section.pageName)).size;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="COMMAND DASHBOARD" email={user.email} />
      <AuthenticatorOffNotice notice={notice} />
      <StatusCards pageCount={pageCount} />
      <CommandActions />
      <AccountSecurity user={user} />
      <PreviewProvider>
        <ContentManager initialRows={sections} />
      </PreviewProvider>
      <ResumeCard />
      <ImagesCard user={user} />
      <AdminsCard user={user} />
      <BackupCard user={user} />
    </main>
  );
}
