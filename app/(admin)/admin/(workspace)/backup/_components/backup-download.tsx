'use client';

import { Download, TriangleAlert } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { WithKeyRequest } from '@/app/api/backup/schema';
import type { ActionResult } from '@/lib/action-result';
import { openRoute, type RouteOptions } from '@/lib/http/call-route';

const NOT_MADE = 'The backup could not be made. Try again.';

/** Fetches the archive and hands it to the browser as a download; an error answer becomes a message. */
async function download(init: RouteOptions): Promise<ActionResult> {
  const opened = await openRoute('/api/backup', init, NOT_MADE);
  if (!opened.ok) return opened;
  const response = opened.data;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.tar.gz';
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return { ok: false, message: NOT_MADE };
  }
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The click has handed the blob to the download by now; give it a moment all the same.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, data: undefined };
}

/**
 * The owner's download button. By default the backup leaves the encryption key out; ticking the
 * box asks for the password again (checked on the server) and says what the key unlocks. The
 * password stays in its uncontrolled field, never in React state; it is kept after a refusal (to
 * correct it) and cleared once the download has it. A refusal shows beside the field it is about.
 */
export function BackupDownload({ keyFile }: { keyFile: boolean }) {
  const [includeKey, setIncludeKey] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    if (includeKey && !password) return setError('Enter your password to include the key.');
    startTransition(async () => {
      const outcome = await download(
        includeKey
          ? { method: 'POST', json: { includeEncryptionKey: true, password } satisfies WithKeyRequest }
          : { method: 'GET' },
      );
      if (!outcome.ok) {
        setError(outcome.message);
        toast.error('Backup Not Downloaded', { description: outcome.message });
        return;
      }
      const field = form.elements.namedItem('password') as HTMLInputElement | null;
      if (field) field.value = '';
      setError(null);
      toast.success('Backup Downloaded', {
        description: includeKey ? 'With the encryption key: keep it very safe.' : 'Without the encryption key.',
      });
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {!includeKey && <FormError id="backup-error" message={error} />}
      {keyFile && (
        <CheckField id="backup-include-key" label="Include the encryption key">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={includeKey}
            disabled={pending}
            onChange={(event) => setIncludeKey(event.target.checked)}
          />
        </CheckField>
      )}
      {includeKey && (
        <div className="space-y-3 rounded-md border border-amber-500/60 bg-amber-500/10 p-3">
          <p className="flex gap-2 text-foreground">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            The key decrypts every saved provider API key of every user: anyone who gets this file can use those keys
            (and run up their bills). Include it only to restore on a machine where the saved keys must keep working.
          </p>
          <div className="space-y-2">
            <Field id="backup-password" label="Your password">
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                readOnly={pending}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'backup-error' : undefined}
              />
            </Field>
            <FormError id="backup-error" message={error} />
          </div>
        </div>
      )}
      <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
        <Download aria-hidden /> {includeKey ? 'DOWNLOAD BACKUP WITH KEY' : 'DOWNLOAD BACKUP'}
      </Button>
    </form>
  );
}
