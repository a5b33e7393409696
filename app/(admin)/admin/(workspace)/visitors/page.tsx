import type { Metadata } from 'next';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { requireUser } from '@/lib/auth';
import { loadVisitorFigures } from '@/lib/visitors/figures';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { VisitorReport } from './_components/visitor-report';

export const metadata: Metadata = { title: 'Visitors', robots: { index: false } };

/** Cookie-free visitor figures of the public pages, guarded like the dashboard. */
export default async function VisitorsPage() {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  const figures = await loadVisitorFigures(user);
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="VISITORS" email={user.email} />
      {figures ? (
        <VisitorReport figures={figures} />
      ) : (
        <p role="status" className="rounded-md border p-4 text-sm">
          No visitor figures yet: the database lacks them. Apply the SQL in supabase/migrations (supabase db push).
        </p>
      )}
    </main>
  );
}
