'use client';

import { useRouter } from 'next/navigation';
import { PasskeySettings } from './passkey-settings';

/**
 * On the page the owner's rule sends an admin without a second factor to: a passkey counts as
 * one, so adding it (and naming it) goes on to the dashboard.
 */
export function PasskeySetup({ unavailable }: { unavailable?: string }) {
  const router = useRouter();
  return <PasskeySettings initial={[]} unavailable={unavailable} onAdded={() => router.push('/admin/dashboard')} />;
}
