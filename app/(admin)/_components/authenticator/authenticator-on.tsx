'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { disableTotpAction, replaceRecoveryCodesAction } from './actions';

/** `recoveryCodes`: false where the backend has none (Supabase mode without the service role key). */
type Props = { recoveryCodes: boolean; onNewCodes: (codes: string[]) => void; onTurnedOff: () => void };

/**
 * What can be done while the app is on; each asks for proof first (a code, and the password to
 * turn it off), so an open session alone cannot weaken the account. One form open at a time.
 */
export function AuthenticatorOn({ recoveryCodes, onNewCodes, onTurnedOff }: Props) {
  const [open, setOpen] = useState<'codes' | 'off' | null>(null);
  const [fields, setFields] = useState({ code: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const show = (form: 'codes' | 'off' | null) => {
    setOpen(form);
    setProblem(null);
    setFields({ code: '', password: '' });
  };
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: event.target.value }),
    readOnly: pending,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      if (open === 'codes') {
        const result = await replaceRecoveryCodesAction({ code: fields.code });
        if (!result.ok) return refuse('Codes Not Replaced', result.message);
        toast.success('New Recovery Codes', { description: 'The old ones no longer work.' });
        onNewCodes(result.data.recoveryCodes);
      } else {
        const result = await disableTotpAction(fields);
        if (!result.ok) return refuse('Authenticator Still On', result.message);
        toast.success('Authenticator App Off', { description: 'Your other sessions have been signed out.' });
        onTurnedOff();
      }
    });
  }

  function refuse(title: string, message: string) {
    setProblem(message);
    toast.error(title, { description: message });
  }

  if (!open) {
    return (
      <div className="flex flex-wrap gap-2">
        {recoveryCodes && (
          <Button type="button" variant="outline" onClick={() => show('codes')}>
            New recovery codes
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => show('off')}>
          Turn off
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border p-4">
      <p className="text-sm text-muted-foreground">
        {open === 'codes'
          ? 'Enter a code from your authenticator app. Ten new recovery codes replace all the old ones.'
          : `Enter your password and a code from the app${recoveryCodes ? ' (or a recovery code)' : ''}. Your other sessions end.`}
      </p>
      <FormError message={problem} />
      {open === 'off' && (
        <Field id="totp-off-password" label="Your password" className="max-w-72">
          <Input type="password" autoComplete="current-password" {...field('password')} />
        </Field>
      )}
      <Field
        id="totp-manage-code"
        label={open === 'codes' || !recoveryCodes ? 'Authenticator code' : 'Authenticator or recovery code'}
        className="max-w-72"
      >
        <Input
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          className="font-mono tracking-widest"
          {...field('code')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={open === 'off' ? 'destructive' : 'default'} disabled={pending}>
          {open === 'codes' ? 'Create new codes' : 'Turn off authenticator'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => show(null)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
