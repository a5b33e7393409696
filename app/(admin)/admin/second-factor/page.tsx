import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { mustSetUpSecondFactor, requireSignedIn } from '@/lib/auth';
import { passkeyAvailability } from '@/lib/auth/passkeys/request';
import { PasskeySetup } from '../../_components/passkeys/passkey-setup';
import { AdminPageHeader } from '../../_components/admin-page-header';
import { AuthenticatorOffNotice } from '../../_components/authenticator/authenticator-off-notice';
import { SetupFlow } from './setup-flow';

export const metadata: Metadata = { title: 'Set Up a Second Factor', robots: { index: false } };

/**
 * Where the owner's rule sends an admin without a second factor, right after signing in; the
 * only page (with signing out) such an admin reaches until one is set up.
 */
export default async function SecondFactorPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const user = await requireSignedIn();
  const { notice } = await searchParams;
  if (!(await mustSetUpSecondFactor(user))) redirect('/admin/dashboard');
  const passkeys = passkeyAvailability();
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader title="SECOND FACTOR REQUIRED" email={user.email} />
      <AuthenticatorOffNotice notice={notice} />
      <Card>
        <CardHeader>
          <CardTitle className="font-mono tracking-widest">
            <h2>Set up a second factor</h2>
          </CardTitle>
          <CardDescription>
            The owner requires a second factor for every admin. Set up an authenticator app or add a passkey to continue
            to the dashboard.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-8">
          <SetupFlow />
          <div className="border-t pt-6">
            <PasskeySetup unavailable={passkeys.available ? undefined : passkeys.reason} />
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
