import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AuthUser } from '@/lib/auth';
import { accountActivity, secondFactorSummary } from '@/lib/auth/second-factor/request';
import { AccountActivityList } from '@/app/(admin)/_components/account-activity';
import { AuthenticatorSettings } from '@/app/(admin)/_components/authenticator/authenticator-settings';
import { PasskeysSection } from '@/app/(admin)/_components/passkeys/passkeys-section';
import { ChangePasswordForm } from './change-password-form';
import { SignOutOthers } from './sign-out-others';

/** The signed-in admin's own account: password, sessions, second factor and what happened lately. */
export async function AccountSecurity({ user }: { user: AuthUser }) {
  const [summary, activity] = await Promise.all([secondFactorSummary(), accountActivity(user, user.id, 20)]);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">
          <h2>Account Security</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-2">
        <ChangePasswordForm />
        <SignOutOthers />
        <div className="md:col-span-2">
          {summary ? (
            <AuthenticatorSettings initial={summary} />
          ) : (
            <p className="text-sm text-muted-foreground">Authenticator apps are not available in Supabase mode yet.</p>
          )}
        </div>
        <div className="md:col-span-2">
          <PasskeysSection />
        </div>
        <section aria-labelledby="account-activity-title" className="space-y-3 md:col-span-2">
          <h3 id="account-activity-title" className="font-mono text-sm font-semibold tracking-widest">
            ACCOUNT ACTIVITY
          </h3>
          <p className="text-sm text-muted-foreground">
            Sign-ins, failed second steps and changes to your second factor, newest first.
          </p>
          <AccountActivityList entries={activity} label="Your account activity" />
        </section>
      </CardContent>
    </Card>
  );
}
