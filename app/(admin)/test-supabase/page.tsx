import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessDenied } from '@/app/(admin)/_components/access-denied';
import { requireUser } from '@/lib/auth';
import { ConnectionTest } from './_components/connection-test';

export const metadata: Metadata = { title: 'Database Status', robots: { index: false } };

export default async function ConnectionTestPage() {
  const user = await requireUser();
  if (!user.isAdmin) return <AccessDenied email={user.email} />;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <header className="space-y-1">
        <Link href="/admin/dashboard" className="text-sm text-muted-foreground hover:underline">
          ← Back to dashboard
        </Link>
        <h1 className="font-mono text-2xl font-bold tracking-widest">DATABASE STATUS</h1>
        <p className="text-sm text-muted-foreground">
          Checks the session, the auth service and the content table of the configured backend.
        </p>
      </header>
      <ConnectionTest />
    </main>
  );
}
