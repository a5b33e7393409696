'use client';

import { TriangleAlert, Upload } from 'lucide-react';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/forms/field';
import { Input } from '@/components/ui/input';
import { fetchOk, HttpError, UNREACHABLE } from '@/lib/http/fetch-json';

type Outcome = { kind: 'error'; message: string } | { kind: 'restarting'; message: string };

async function upload(form: FormData): Promise<Outcome> {
  try {
    const response = await fetchOk('/api/backup/restore', { method: 'POST', body: form });
    const { message } = (await response.json()) as { message: string };
    return { kind: 'restarting', message };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 0) return { kind: 'error', message: UNREACHABLE };
    return { kind: 'error', message: error.serverMessage ?? 'The backup could not be restored. Nothing was changed.' };
  }
}

/**
 * The owner's restore: a backup file and the password again, both checked on the server, which
 * then restarts with the backup (lib/backup/restore-upload.ts). The password stays in its
 * uncontrolled field, never in React state. A refusal shows above the button and changes nothing.
 */
export function BackupRestore({ maxMb }: { maxMb: number }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('backup');
    if (!(file instanceof File) || file.size === 0)
      return setOutcome({ kind: 'error', message: 'Choose a backup file to restore.' });
    if (!data.get('password')) return setOutcome({ kind: 'error', message: 'Enter your password to restore.' });
    startTransition(async () => setOutcome(await upload(data)));
  }

  if (outcome?.kind === 'restarting')
    return (
      <div role="status" className="space-y-2 rounded-md border p-3 text-foreground">
        <p>{outcome.message}</p>
        <p>
          <Link className="underline" href="/admin/login">
            Sign in again
          </Link>{' '}
          once the site is back.
        </p>
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p className="flex gap-2 text-foreground">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        Restoring replaces everything on the site (pages, uploads, accounts, chats, saved keys) with the backup, and
        everyone signs in again. Download a backup of the site as it is now first.
      </p>
      <Field id="restore-file" label={`Backup file (at most ${maxMb} MB)`}>
        <Input name="backup" type="file" accept=".tar.gz,.gz,application/gzip" disabled={pending} />
      </Field>
      <Field id="restore-password" label="Your password">
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          readOnly={pending}
          aria-invalid={outcome ? true : undefined}
          aria-describedby={outcome ? 'restore-error' : undefined}
        />
      </Field>
      {outcome && (
        <div
          id="restore-error"
          role="alert"
          className="rounded-md border border-destructive/60 bg-destructive/10 p-3 text-foreground"
        >
          {outcome.message}
        </div>
      )}
      <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
        <Upload aria-hidden /> {pending ? 'CHECKING THE BACKUP…' : 'RESTORE BACKUP'}
      </Button>
    </form>
  );
}
