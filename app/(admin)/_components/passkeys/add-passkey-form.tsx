'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { PasskeyView } from '@/lib/auth/passkeys/types';
import { addPasskeyAction, passkeyRegistrationOptionsAction } from './actions';
import { promptNewPasskey } from './browser-prompt';

/**
 * "Add a passkey": the current password first (an open session alone cannot add a way to sign
 * in), then the browser's own prompt. What was typed stays after a refusal.
 */
export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: PasskeyView) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const refuse = (message: string | null) => {
    setProblem(message);
    if (message) toast.error('Passkey Not Added', { description: message });
  };

  function close() {
    setOpen(false);
    setPassword('');
    setProblem(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    startTransition(async () => {
      const options = await passkeyRegistrationOptionsAction({ password });
      if (!options.ok) return refuse(options.message);
      const prompt = await promptNewPasskey(options.data);
      if (!prompt.ok) return refuse(prompt.message);
      const added = await addPasskeyAction({ response: prompt.data });
      if (!added.ok) return refuse(added.message);
      close();
      toast.success('Passkey Added', { description: 'Your other sessions have been signed out.' });
      onAdded(added.data);
    });
  }

  if (!open)
    return (
      <Button type="button" onClick={() => setOpen(true)}>
        Add a passkey
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border p-4">
      <p className="text-sm text-muted-foreground">
        Enter your current password. Your browser then asks for your fingerprint, face or device PIN.
      </p>
      <FormError message={problem} />
      <Field id="passkey-add-password" label="Current password" className="max-w-72">
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          readOnly={pending}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Waiting for your passkey...' : 'Continue'}
        </Button>
        <Button type="button" variant="ghost" onClick={close} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
