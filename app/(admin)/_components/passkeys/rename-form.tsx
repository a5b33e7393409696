'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { PasskeyView } from '@/lib/auth/passkeys/types';
import { renamePasskeyAction } from './actions';

type Props = {
  passkey: PasskeyView;
  title?: string;
  submitLabel?: string;
  cancelLabel?: string;
  onDone: (name: string) => void;
  onCancel: () => void;
};

/** A passkey's name, e.g. "MacBook Touch ID": right after adding it, or later from the list. */
export function RenameForm({ passkey, title, submitLabel = 'Save', cancelLabel = 'Cancel', onDone, onCancel }: Props) {
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const result = await renamePasskeyAction({ id: passkey.id, name });
      if (!result.ok) {
        setProblem(result.message);
        toast.error('Name Not Saved', { description: result.message });
        return;
      }
      toast.success('Passkey Renamed');
      onDone(name.trim());
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border p-4">
      {title && <p className="text-sm text-muted-foreground">{title}</p>}
      <FormError message={problem} />
      <Field label="Passkey name" className="max-w-80">
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. MacBook Touch ID"
          maxLength={64}
          autoComplete="off"
          autoFocus
          readOnly={pending}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
