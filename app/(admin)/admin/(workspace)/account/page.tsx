import type { Metadata } from 'next';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { AdminPageHeader } from '@/app/(admin)/_components/admin-page-header';
import { requireUser } from '@/lib/auth';
import { AccountSecurity } from './_components/account-security';

export const metadata: Metadata = { title: 'Account', robots: { index: false } };

/** The signed-in admin's own account: password, other sessions, sign-in factors and activity. */
export default async function AccountPage() {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="ACCOUNT" email={user.email} />
      <AccountSecurity user={user} />
    </main>
  );
}
