'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { PasskeyView } from '@/lib/auth/passkeys/types';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyItem } from './passkey-item';
import { RenameForm } from './rename-form';

type Props = {
  initial: PasskeyView[];
  /** Why passkeys cannot be used on this server (SITE_URL an IP address, supabase mode), if so. */
  unavailable?: string;
  /** After a passkey was added and named (the setup page goes on; by default the page's server parts reload). */
  onAdded?: () => void;
};

/**
 * The account's passkeys: add one (the current password, the browser's own prompt, then a name), the list with when
 * each was added and last used, rename, remove.
 */
export function PasskeySettings({ initial, unavailable, onAdded }: Props) {
  const router = useRouter();
  const [passkeys, setPasskeys] = useState(initial);
  const [naming, setNaming] = useState<PasskeyView | null>(null);

  function added(passkey: PasskeyView) {
    setPasskeys((list) => [...list, passkey]);
    setNaming(passkey);
  }

  function named(name: string) {
    setPasskeys((list) => list.map((passkey) => (passkey.id === naming?.id ? { ...passkey, name } : passkey)));
    setNaming(null);
    if (onAdded) onAdded();
    else router.refresh();
  }

  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <h3 id="passkeys-title" className="font-mono text-sm font-semibold tracking-widest">
        PASSKEYS
      </h3>
      <p className="text-sm text-muted-foreground">
        Sign in with your fingerprint, face or device PIN instead of the password, and without a code: a passkey is both
        factors in one. It also counts as the second factor the owner may require.
      </p>
      {unavailable ? (
        <p className="text-sm text-amber-200">{unavailable}</p>
      ) : (
        <>
          {naming ? (
            <RenameForm
              passkey={naming}
              title="Name this passkey, so you can tell it from others later."
              submitLabel="Save name"
              cancelLabel="Keep this name"
              onDone={named}
              onCancel={() => named(naming.name)}
            />
          ) : (
            <AddPasskeyForm onAdded={added} />
          )}
        </>
      )}
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y rounded-md border text-sm">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              canConfirmWithPasskey={passkeys.length > 1 && !unavailable}
              onRenamed={(name) =>
                setPasskeys((list) => list.map((item) => (item.id === passkey.id ? { ...item, name } : item)))
              }
              onRemoved={() => {
                setPasskeys((list) => list.filter((item) => item.id !== passkey.id));
                router.refresh();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
