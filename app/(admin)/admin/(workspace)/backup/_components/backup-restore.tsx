'use client';

import { TriangleAlert, Upload } from 'lucide-react';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Input } from '@/components/ui/input';
import type { RestoreAnswer } from '@/app/api/backup/restore/schema';
import type { ActionResult } from '@/lib/action-result';
import { callRoute } from '@/lib/http/call-route';

const upload = (form: FormData) =>
  callRoute<RestoreAnswer>(
    '/api/backup/restore',
    { method: 'POST', body: form },
    'The backup could not be restored. Nothing was changed.',
  );

/**
 * The owner's restore: a backup file and the password again, both checked on the server, which
 * then restarts with the backup (lib/backup/restore-upload.ts). The password stays in its
 * uncontrolled field, never in React state. A refusal shows above the button and changes nothing.
 */
export function BackupRestore({ maxMb }: { maxMb: number }) {
  // Refused (by the page or the server), or checked with the server's word that it restarts now.
  const [outcome, setOutcome] = useState<ActionResult<RestoreAnswer> | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('backup');
    if (!(file instanceof File) || file.size === 0)
      return setOutcome({ ok: false, message: 'Choose a backup file to restore.' });
    if (!data.get('password')) return setOutcome({ ok: false, message: 'Enter your password to restore.' });
    startTransition(async () => setOutcome(await upload(data)));
  }

  if (outcome?.ok)
    return (
      <div role="status" className="space-y-2 rounded-md border p-3 text-foreground">
        <p>{outcome.data.message}</p>
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
      <FormError id="restore-error" message={outcome?.message} />
      <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
        <Upload aria-hidden /> {pending ? 'CHECKING THE BACKUP…' : 'RESTORE BACKUP'}
      </Button>
    </form>
  );
}
