'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PasskeyView } from '@/lib/auth/passkeys/types';
import { renamePasskeyAction } from './actions';
import { ProblemBox } from '../authenticator/problem-box';

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
  const id = useId();
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
      <ProblemBox problem={problem} />
      <div className="max-w-80 space-y-2">
        <Label htmlFor={id}>Passkey name</Label>
        <Input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. MacBook Touch ID"
          maxLength={64}
          autoComplete="off"
          autoFocus
          readOnly={pending}
        />
      </div>
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
