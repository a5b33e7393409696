import type { Metadata } from 'next';
import { ContentManager } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/content-manager';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { AuthenticatorOffNotice } from '@/app/(admin)/_components/authenticator/authenticator-off-notice';
import { requireUser } from '@/lib/auth';
import { listSectionsForEditor } from '@/lib/content/editor-sections';
import { PreviewProvider } from './_components/preview-provider';
import { CommandActions } from './_components/command-actions';
import { StatusCards } from './_components/status-cards';
import { TodoCards } from './_components/todo-cards';
import { loadTodoFigures } from './_components/todo-figures';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

/** The spec's dashboard (header, status cards, Command Actions, content management) and, below the status cards, what needs doing. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const user = await requireUser();
  const { notice } = await searchParams;
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const [sections, todo] = await Promise.all([listSectionsForEditor(user), loadTodoFigures(user)]);
  const pageCount = new Set(sections.map((section) => section.pageName)).size;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="COMMAND DASHBOARD" email={user.email} />
      <AuthenticatorOffNotice notice={notice} />
      {/* Close together on a phone: its first screen still reaches the content tabs. */}
      <div className="space-y-2 sm:space-y-6">
        <StatusCards pageCount={pageCount} />
        <TodoCards figures={todo} />
      </div>
      <CommandActions />
      <PreviewProvider>
        <ContentManager initialRows={sections} />
      </PreviewProvider>
    </main>
  );
}
