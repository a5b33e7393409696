import { listPasskeys, passkeyAvailability } from '@/lib/auth/passkeys/request';
import { PasskeySettings } from './passkey-settings';

/** The Passkeys part of Account security, read on the server for the signed-in account. */
export async function PasskeysSection() {
  const availability = passkeyAvailability();
  const passkeys = await listPasskeys();
  return <PasskeySettings initial={passkeys} unavailable={availability.available ? undefined : availability.reason} />;
}
