'use client';

import { useState } from 'react';
import { CheckField } from '@/components/forms/check-field';

type Props = { required: boolean; canManage: boolean; pending: boolean; onChange: (required: boolean) => void };

/** The owner's switch for every admin's second factor; the other admins see how it is set. */
export function SecondFactorRule({ required, canManage, pending, onChange }: Props) {
  // The box shows the click at once; once the answer is in, it shows what the server holds.
  const [clicked, setClicked] = useState<boolean | null>(null);
  if (!canManage) {
    return required ? (
      <p className="text-sm text-muted-foreground md:col-span-2">The owner requires a second factor for every admin.</p>
    ) : null;
  }
  return (
    <CheckField
      label="Require a second factor for every admin"
      hint="An admin without one is sent to set up an authenticator app or a passkey right after signing in, and can reach nothing else until it is done."
      className="rounded-md border p-3 md:col-span-2"
    >
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={pending && clicked !== null ? clicked : required}
        disabled={pending}
        onChange={(event) => {
          setClicked(event.target.checked);
          onChange(event.target.checked);
        }}
      />
    </CheckField>
  );
}
