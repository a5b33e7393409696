import type { Metadata } from 'next';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { requireOwnerPage } from '../owner-guard';
import { AdminsCard } from './_components/admins-card';

export const metadata: Metadata = { title: 'Admins', robots: { index: false } };

/** The owner's page: who is an admin, who may become one, and the second-factor rule. */
export default async function AdminsPage() {
  const user = await requireOwnerPage();
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="ADMINS" email={user.email} />
      <AdminsCard user={user} />
    </main>
  );
}
