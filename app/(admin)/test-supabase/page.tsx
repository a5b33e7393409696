import type { Metadata } from 'next';
import { requireUser } from '@/lib/auth';

export const metadata: Metadata = { title: 'Database Status', robots: { index: false } };

export default async function ConnectionTestPage() {
  await requireUser();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="font-mono text-2xl font-bold tracking-widest">DATABASE STATUS</h1>
    </main>
  );
}
