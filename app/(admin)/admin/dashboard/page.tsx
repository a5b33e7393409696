import type { Metadata } from 'next';
import { ContentManager } from '@/components/admin/content-manager/content-manager';
import { Button } from '@/components/ui/button';
import { AccessDenied } from '@/components/admin/access-denied';
import { requireUser } from '@/lib/auth';
import { listSectionsForEditor } from '@/lib/content/editor-sections';
import { AuthenticatorOffNotice } from '../../_components/authenticator/authenticator-off-notice';
import { signOutAction } from '../actions';
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
      <header className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <div>
          <h1 className="font-mono text-2xl font-bold tracking-widest">COMMAND DASHBOARD</h1>
          <p className="text-sm text-muted-foreground">
            Logged in as <span className="text-foreground">{user.email}</span>
          </p>
        </div>
        <form action={signOutAction}>
          <Button type="submit" variant="destructive" className="font-mono tracking-widest">
            DEACTIVATE
          </Button>
        </form>
      </header>
      <AuthenticatorOffNotice notice={notice} />
      <StatusCards pageCount={pageCount} />
      <CommandActions />
      <AccountSecurity user={user} />
      <PreviewProvider>
        <ContentManager />
      </PreviewProvider>
      <ResumeCard />
      <ImagesCard user={user} />
      <AdminsCard user={user} />
      <BackupCard user={user} />
    </main>
  );
}
