import type { Metadata } from 'next';
import { Button } from '@/components/ui/button';
import { requireUser } from '@/lib/auth';
import { signOutAction } from '../actions';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

export default async function DashboardPage() {
  const user = await requireUser();
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-6">
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
    </main>
  );
}
