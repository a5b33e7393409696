'use client';

import { Download, TriangleAlert } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fetchOk, HttpError, UNREACHABLE, type FetchOptions } from '@/lib/http/fetch-json';

type Outcome = { ok: true } | { ok: false; message: string };

/** Fetches the archive and hands it to the browser as a download; an error answer becomes a message. */
async function download(init: FetchOptions): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetchOk('/api/backup', init);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 0) return { ok: false, message: UNREACHABLE };
    return { ok: false, message: error.serverMessage ?? 'The backup could not be made. Try again.' };
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'backup.tar.gz';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The click has handed the blob to the download by now; give it a moment all the same.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
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
        includeKey ? { method: 'POST', json: { includeEncryptionKey: true, password } } : { method: 'GET' },
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
      {error && !includeKey && <ErrorBox message={error} />}
      {keyFile && (
        <div className="flex items-center gap-2">
          <input
            id="backup-include-key"
            type="checkbox"
            className="size-4 accent-primary"
            checked={includeKey}
            disabled={pending}
            onChange={(event) => setIncludeKey(event.target.checked)}
          />
          <Label htmlFor="backup-include-key" className="font-normal">
            Include the encryption key
          </Label>
        </div>
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
            {error && <ErrorBox message={error} />}
          </div>
        </div>
      )}
      <Button type="submit" variant="outline" disabled={pending} className="font-mono tracking-widest">
        <Download aria-hidden /> {includeKey ? 'DOWNLOAD BACKUP WITH KEY' : 'DOWNLOAD BACKUP'}
      </Button>
    </form>
  );
}

function ErrorBox({ message }: { message: string }) {
  return (
    <div
      id="backup-error"
      role="alert"
      className="rounded-md border border-destructive/60 bg-destructive/10 p-3 text-foreground"
    >
      {message}
    </div>
  );
}
