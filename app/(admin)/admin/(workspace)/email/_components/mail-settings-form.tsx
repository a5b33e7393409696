'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { PasswordChoice } from '@/lib/mail/settings-input';
import type { MailSettingsView } from '@/lib/mail/settings';
import { removeMailSettingsAction, saveMailSettingsAction } from '../actions';
import { PasswordField } from './password-field';

const SECURITY = [
  { value: 'starttls', label: 'STARTTLS (usually port 587)' },
  { value: 'tls', label: 'TLS (usually port 465)' },
  { value: 'none', label: 'None (own network, port 25)' },
] as const;

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** The mail server's settings; the page's server check decides, this form only collects them. */
export function MailSettingsForm({ saved }: { saved: MailSettingsView | null }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [passwordChoice, setPasswordChoice] = useState<PasswordChoice>(saved?.hasPassword ? 'keep' : 'replace');
  const fieldError = (name: string) => fieldErrors[name]?.[0];

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
    );
    startTransition(async () => {
      const result = await saveMailSettingsAction(fields);
      if (!result.ok) {
        setError(result.message);
        setFieldErrors(result.fieldErrors ?? {});
        return;
      }
      setError(null);
      setFieldErrors({});
      setPasswordChoice(result.data.hasPassword ? 'keep' : 'replace');
      toast.success('E-mail settings saved.');
      router.refresh();
    });
  }

  const remove = () =>
    startTransition(async () => {
      const result = await removeMailSettingsAction();
      if (!result.ok) return void setError(result.message);
      toast.success('E-mail settings removed.');
      router.refresh();
    });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Mail server settings">
      <FormError message={error} />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field id="mail-host" label="Mail server (SMTP)" hint="Like smtp.example.com" error={fieldError('host')}>
          <Input name="host" defaultValue={saved?.host ?? ''} autoComplete="off" readOnly={pending} />
        </Field>
        <Field id="mail-port" label="Port" error={fieldError('port')}>
          <Input name="port" inputMode="numeric" defaultValue={saved?.port ?? 587} readOnly={pending} />
        </Field>
      </div>
      <Field id="mail-security" label="Security" error={fieldError('security')}>
        <select name="security" defaultValue={saved?.security ?? 'starttls'} className={selectClass} disabled={pending}>
          {SECURITY.map((option) => (
            <option key={option.value} value={option.value} className="bg-background">
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="mail-username"
        label="User name"
        hint="Often your full e-mail address; empty if the server needs none."
        error={fieldError('username')}
      >
        <Input name="username" defaultValue={saved?.username ?? ''} autoComplete="off" readOnly={pending} />
      </Field>
      <PasswordField
        saved={Boolean(saved?.hasPassword)}
        choice={passwordChoice}
        onChoice={setPasswordChoice}
        error={fieldError('password')}
        disabled={pending}
      />
      <Field
        id="mail-sender"
        label="Send from"
        hint="The address the site's mail comes from; your provider may require your own."
        error={fieldError('sender')}
      >
        <Input name="sender" type="email" defaultValue={saved?.sender ?? ''} readOnly={pending} />
      </Field>
      <Field
        id="mail-notify-to"
        label="Send notifications to"
        hint="Empty: your account's address."
        error={fieldError('notifyTo')}
      >
        <Input name="notifyTo" type="email" defaultValue={saved?.notifyTo ?? ''} readOnly={pending} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save settings'}
        </Button>
        {saved ? (
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" disabled={pending}>
                Remove settings
              </Button>
            }
            title="Remove the mail server settings?"
            description="The saved server and password are deleted. Mail then goes through the server's own settings if it has any; otherwise nothing is e-mailed."
            confirm="Remove"
            destructive
            onConfirm={remove}
          />
        ) : null}
      </div>
    </form>
  );
}
