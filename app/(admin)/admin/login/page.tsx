import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getUser } from '@/lib/auth';
import { LOGIN_NOTICES, type LoginNotice } from '@/lib/auth/confirm';
import { passkeyAvailability } from '@/lib/auth/passkeys/request';
import { isBackendUnavailable } from '@/lib/backend-unavailable';
import { PasskeySignIn } from '../../_components/passkeys/passkey-sign-in';
import { LoginForm } from './login-form';
import { SystemClock } from './system-clock';

export const metadata: Metadata = { title: 'Admin Login', robots: { index: false } };

type Search = { next?: string; notice?: string };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { next, notice } = await searchParams;
  // With the auth service down the form still shows (signing in explains the outage).
  const user = await getUser().catch((error: unknown) => {
    if (isBackendUnavailable(error)) return null;
    throw error;
  });
  if (user) redirect('/admin/dashboard');
  // Only known notices: the query string never becomes page text.
  const message = notice && Object.hasOwn(LOGIN_NOTICES, notice) ? LOGIN_NOTICES[notice as LoginNotice] : null;
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <section className="w-full max-w-sm space-y-6 rounded-xl border bg-card p-6 shadow-lg">
        <header className="space-y-1 text-center">
          <h1 className="font-mono text-xl font-bold tracking-widest">ADMIN ACCESS</h1>
          <SystemClock />
        </header>
        {message && (
          <p role="status" className="rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm text-amber-200">
            {message}
          </p>
        )}
        <LoginForm next={typeof next === 'string' ? next : undefined} />
        {passkeyAvailability().available && (
          <PasskeySignIn next={typeof next === 'string' ? next : undefined} autofill />
        )}
      </section>
    </main>
  );
}
