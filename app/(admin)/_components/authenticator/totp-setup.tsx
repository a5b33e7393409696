'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { confirmTotpSetupAction, type TotpSetupView } from './actions';

/**
 * One text node, no groups: whatever reads it (a person copying, a password manager, a test with
 * innerText) gets exactly the key.
 */
function SetupKey({ value }: { value: string }) {
  return (
    <code
      id="totp-setup-key"
      data-testid="totp-setup-key"
      className="block rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm tracking-widest break-all"
    >
      {value}
    </code>
  );
}

type Props = { setup: TotpSetupView; onCancel: () => void; onEnabled: (recoveryCodes: string[]) => void };

/**
 * Step 2 of the setup: scan or type the key, then prove it with a code and the current password
 * (an open session alone cannot add a factor). What was typed stays after a refusal.
 */
export function TotpSetup({ setup, onCancel, onEnabled }: Props) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.setupKey);
      toast.success('Setup Key Copied');
    } catch {
      toast.error('Not Copied', { description: 'Select the key and copy it by hand.' });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const result = await confirmTotpSetupAction({ password, code });
      if (!result.ok) {
        setProblem(result.message);
        toast.error('Authenticator Not Turned On', { description: result.message });
        return;
      }
      toast.success('Authenticator App On', { description: 'Your other sessions have been signed out.' });
      onEnabled(result.data.recoveryCodes);
    });
  }

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>In your authenticator app, add an account: scan the QR code, or type the setup key.</li>
        <li>Enter your current password and the 6-digit code the app then shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server, nothing to optimise */}
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="rounded-md bg-white"
        />
        <div className="min-w-56 flex-1 space-y-2">
          <p className="text-sm font-medium" id="totp-setup-key-label">
            Setup key
          </p>
          <div role="group" aria-labelledby="totp-setup-key-label">
            <SetupKey value={setup.setupKey} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => void copyKey()}>
              Copy setup key
            </Button>
            <Button asChild variant="link" size="sm" className="px-0">
              <a href={setup.uri}>Open in authenticator app</a>
            </Button>
          </div>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3">
        <FormError message={problem} />
        <Field id="totp-setup-password" label="Current password" className="max-w-72">
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            readOnly={pending}
          />
        </Field>
        <Field id="totp-setup-code" label="6-digit code" className="max-w-56">
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            readOnly={pending}
            className="font-mono tracking-widest"
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Turning On...' : 'Turn on'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
