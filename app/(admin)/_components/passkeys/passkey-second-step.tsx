import { pendingAccountHasPasskey } from '@/lib/auth/passkeys/request';
import { PasskeySignIn } from './passkey-sign-in';

/**
 * On the second-step page: an account with a passkey may use it instead of a code (it is both
 * factors, so it signs in on its own). An account whose only second factor is a passkey has no
 * code at all: this is its way in after the password.
 */
export async function PasskeySecondStep({ next }: { next?: string }) {
  if (!(await pendingAccountHasPasskey())) return null;
  return (
    <div className="space-y-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">This account has a passkey: use it instead of a code.</p>
      <PasskeySignIn next={next} />
    </div>
  );
}
