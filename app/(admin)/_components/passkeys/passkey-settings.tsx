'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { PasskeyView } from '@/lib/auth/passkeys/types';
import { addPasskeyAction, passkeyRegistrationOptionsAction } from '../../admin/passkeys/actions';
import { ProblemBox } from '../authenticator/problem-box';
import { promptNewPasskey } from './browser-prompt';
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
 * The account's passkeys: add one (the browser's own prompt, then a name), the list with when
 * each was added and last used, rename, remove.
 */
export function PasskeySettings({ initial, unavailable, onAdded }: Props) {
  const router = useRouter();
  const [passkeys, setPasskeys] = useState(initial);
  const [naming, setNaming] = useState<PasskeyView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const refuse = (title: string, message: string | null) => {
    setProblem(message);
    if (message) toast.error(title, { description: message });
  };

  function add() {
    setProblem(null);
    startTransition(async () => {
      const options = await passkeyRegistrationOptionsAction();
      if (!options.ok) return refuse('Passkey Not Added', options.message);
      const prompt = await promptNewPasskey(options.data);
      if (!prompt.ok) return refuse('Passkey Not Added', prompt.message);
      const added = await addPasskeyAction({ response: prompt.response });
      if (!added.ok) return refuse('Passkey Not Added', added.message);
      setPasskeys((list) => [...list, added.data]);
      setNaming(added.data);
      toast.success('Passkey Added', { description: 'Your other sessions have been signed out.' });
    });
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
          <ProblemBox problem={problem} />
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
            <Button type="button" onClick={add} disabled={pending}>
              {pending ? 'Waiting for your passkey...' : 'Add a passkey'}
            </Button>
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
