import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getUser } from '@/lib/auth';
import { LoginForm } from './login-form';
import { SystemClock } from './system-clock';

export const metadata: Metadata = { title: 'Admin Login', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if (await getUser()) redirect('/admin/dashboard');
  const { next } = await searchParams;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <section className="w-full max-w-sm space-y-6 rounded-xl border bg-card p-6 shadow-lg">
        <header className="space-y-1 text-center">
          <h1 className="font-mono text-xl font-bold tracking-widest">ADMIN ACCESS</h1>
          <SystemClock />
        </header>
        <LoginForm next={typeof next === 'string' ? next : undefined} />
      </section>
    </main>
  );
}
