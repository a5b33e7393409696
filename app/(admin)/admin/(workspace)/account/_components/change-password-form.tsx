'use client';

import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { passwordChangeProblem } from '@/lib/auth/password-change';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/schemas';
import { changePasswordAction } from '../actions';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;

/**
 * Passwords stay in the (uncontrolled) fields, never in React state. After a refusal from the
 * server only the current password is cleared (it was wrong, or may have been): the new one and
 * its confirmation passed the checks and are kept, so a retry does not invite a fresh mismatch.
 */
export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [currentPassword, newPassword, confirm] = FIELDS.map((key) => String(data.get(key) ?? ''));
    const fields = { currentPassword: currentPassword!, newPassword: newPassword!, confirm: confirm! };
    const problem = passwordChangeProblem(fields);
    setError(problem);
    if (problem) return;
    startTransition(async () => {
      const result = await changePasswordAction(fields);
      if (!result.ok) {
        setError(result.message);
        toast.error('Password Not Changed', { description: result.message });
        const current = form.elements.namedItem('currentPassword') as HTMLInputElement | null;
        if (current) {
          current.value = '';
          current.focus();
        }
        return;
      }
      form.reset();
      toast.success('Password Changed', { description: 'Your other sessions have been signed out.' });
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="font-mono text-sm font-semibold tracking-widest">
        CHANGE PASSWORD
      </h3>
      <FormError message={error} />
      <Field id="current-password" label="Current Password">
        <Input name="currentPassword" type="password" autoComplete="current-password" readOnly={pending} />
      </Field>
      <Field id="new-password" label="New Password" hint={`Minimum ${MIN_PASSWORD_LENGTH} characters`}>
        <Input name="newPassword" type="password" autoComplete="new-password" readOnly={pending} />
      </Field>
      <Field id="confirm-new-password" label="Confirm New Password">
        <Input name="confirm" type="password" autoComplete="new-password" readOnly={pending} />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  );
}
