'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import type { PasskeyView } from '@/lib/auth/passkeys/types';
import { passkeyRemovalOptionsAction, removePasskeyAction } from './actions';
import { promptPasskey } from './browser-prompt';
import { RenameForm } from './rename-form';

type Props = {
  passkey: PasskeyView;
  /** The account has another passkey to confirm a removal with. */
  canConfirmWithPasskey: boolean;
  onRenamed: (name: string) => void;
  onRemoved: () => void;
};

/** One passkey of the list: its name and dates, rename, and remove after the password or another passkey. */
export function PasskeyItem({ passkey, canConfirmWithPasskey, onRenamed, onRemoved }: Props) {
  const [open, setOpen] = useState<'rename' | 'remove' | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const show = (panel: typeof open) => {
    setOpen(panel);
    setPassword('');
    setProblem(null);
  };
  const refuse = (message: string | null) => {
    setProblem(message);
    if (message) toast.error('Passkey Not Removed', { description: message });
  };
  const removed = () => {
    toast.success('Passkey Removed', { description: 'Your other sessions have been signed out.' });
    onRemoved();
  };

  function removeWithPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const result = await removePasskeyAction({ id: passkey.id, password });
      if (!result.ok) {
        setPassword('');
        return refuse(result.message);
      }
      removed();
    });
  }

  function removeWithPasskey() {
    setProblem(null);
    startTransition(async () => {
      const options = await passkeyRemovalOptionsAction({ id: passkey.id });
      if (!options.ok) return refuse(options.message);
      const prompt = await promptPasskey(options.data);
      if (!prompt.ok) return refuse(prompt.message);
      const result = await removePasskeyAction({ id: passkey.id, response: prompt.data });
      if (!result.ok) return refuse(result.message);
      removed();
    });
  }

  return (
    <li className="space-y-3 px-3 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words">{passkey.name}</p>
          <p className="text-xs text-muted-foreground">
            Added <LocalTime iso={passkey.createdAt} format="precise" /> ·{' '}
            {passkey.lastUsedAt ? (
              <>
                last used <LocalTime iso={passkey.lastUsedAt} format="precise" />
              </>
            ) : (
              'never used to sign in'
            )}
            {passkey.synced && ' · synced'}
          </p>
        </div>
        {open === null && (
          <div className="flex gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => show('rename')}
            >
              Rename
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => show('remove')}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
      {open === 'rename' && (
        <RenameForm
          passkey={passkey}
          onDone={(name) => {
            onRenamed(name);
            show(null);
          }}
          onCancel={() => show(null)}
        />
      )}
      {open === 'remove' && (
        <form onSubmit={removeWithPassword} noValidate className="space-y-3 rounded-md border p-4">
          <p className="text-sm text-muted-foreground">
            Confirm it is you with your password{canConfirmWithPasskey ? ' or another of your passkeys' : ''}. Your
            other sessions end.
          </p>
          <FormError message={problem} />
          <Field label="Your password" className="max-w-72">
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              readOnly={pending}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={pending}>
              Remove passkey
            </Button>
            {canConfirmWithPasskey && (
              <Button type="button" variant="outline" onClick={removeWithPasskey} disabled={pending}>
                Confirm with another passkey
              </Button>
            )}
            <Button type="button" variant="ghost" onClick={() => show(null)} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
