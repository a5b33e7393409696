import type { Metadata } from 'next';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { requireOwnerPage } from '../owner-guard';
import { BackupCard } from './_components/backup-card';

export const metadata: Metadata = { title: 'Backup', robots: { index: false } };

/**
 * The owner's backup. Listed in the navigation in embedded mode only; in Supabase mode the page,
 * opened by its address, says where Supabase keeps the data instead.
 */
export default async function BackupPage() {
  const user = await requireOwnerPage();
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="BACKUP" email={user.email} />
      <BackupCard user={user} />
    </main>
  );
}
