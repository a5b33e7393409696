import type { Metadata } from 'next';
import { requireUser } from '@/lib/auth';

export const metadata: Metadata = { title: 'AI Command Portal', robots: { index: false } };

export default async function AiPortalPage() {
  await requireUser();
  return (
    <main id="main" className="mx-auto max-w-5xl p-6">
      <h1 className="font-mono text-2xl font-bold tracking-widest">AI COMMAND PORTAL</h1>
    </main>
  );
}
