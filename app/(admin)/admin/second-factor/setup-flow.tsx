'use client';

import { useRouter } from 'next/navigation';
import { AuthenticatorSettings } from '../../_components/authenticator/authenticator-settings';

/** The setup, then on to where the admin was going once the recovery codes are put away. */
export function SetupFlow() {
  const router = useRouter();
  return (
    <AuthenticatorSettings
      initial={{ totp: null, recoveryCodesLeft: 0 }}
      onFinished={() => router.push('/admin/dashboard')}
    />
  );
}
