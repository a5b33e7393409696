import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getUser, recoveryCodesAvailable } from '@/lib/auth';
import { pendingSignIn } from '@/lib/auth/second-factor/request';
import { isBackendUnavailable } from '@/lib/backend-unavailable';
import { PasskeySecondStep } from '../../../_components/passkeys/passkey-second-step';
import { SystemClock } from '../system-clock';
import { VerifyForm } from './verify-form';

export const metadata: Metadata = { title: 'Admin Login', robots: { index: false } };

/** The second step of a sign-in: reached only with a pending sign-in (a correct password a moment ago). */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams;
  // Supabase: the pending sign-in is a password-only session, which getUser also sees.
  const pending = await pendingSignIn().catch((error: unknown) => {
    if (isBackendUnavailable(error)) return null;
    throw error;
  });
  if (!pending) {
    const user = await getUser().catch(() => null);
    redirect(user ? '/admin/dashboard' : '/admin/login?notice=sign-in-expired');
  }
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <section className="w-full max-w-sm space-y-6 rounded-xl border bg-card p-6 shadow-lg">
        <header className="space-y-1 text-center">
          <h1 className="font-mono text-xl font-bold tracking-widest">ADMIN ACCESS</h1>
          <SystemClock />
        </header>
        <p className="text-sm text-muted-foreground">
          Signing in as <span className="break-all text-foreground">{pending.email}</span>. One more step: this account
          has a second factor.
        </p>
        {/* A passkey-only account has no code to type: its passkey is the one way on. */}
        {pending.hasTotp ? (
          <VerifyForm next={typeof next === 'string' ? next : undefined} recoveryCodes={recoveryCodesAvailable()} />
        ) : (
          <p className="text-sm">Finish signing in with your passkey.</p>
        )}
        <PasskeySecondStep next={typeof next === 'string' ? next : undefined} />
      </section>
    </main>
  );
}
