'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { registrationProblem } from '@/lib/auth/registration-rules';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/schemas';
import { signUpAction } from './actions';

const REDIRECT_DELAY_MS = 2000;

function clearPasswords(form: HTMLFormElement) {
  for (const name of ['password', 'confirm']) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = '';
  }
}

export function RegisterForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  // onSubmit, not <form action>: React resets a form after its action, which would wipe every
  // field on each error. The browser's checks keep all fields; a refusal from the server keeps the
  // e-mail and clears the two passwords (never kept past a server round trip).
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const [email, password, confirm] = ['email', 'password', 'confirm'].map((key) => String(data.get(key) ?? ''));
    const problem = registrationProblem({ email: email!, password: password!, confirm: confirm! });
    setError(problem);
    if (problem) return;
    startTransition(async () => {
      const result = await signUpAction({ email: email!, password: password!, confirm: confirm! });
      if (!result.ok) {
        setError(result.message);
        toast.error('Registration Failed', { description: result.message || 'Registration failed' });
        clearPasswords(form);
        return;
      }
      if (result.data.confirmationSent) {
        // The account only works after the link in the e-mail: no redirect, the user must go there.
        setConfirming(result.data.email);
        return;
      }
      setDone(true);
      toast.success('Registration Successful!', { description: 'Your account has been created. You can now log in.' });
      setTimeout(() => router.push('/admin/login'), REDIRECT_DELAY_MS);
    });
  }

  if (confirming) {
    return (
      <div role="status" className="space-y-1 text-center">
        <p className="font-semibold text-green-400">Check your e-mail</p>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to {confirming}. Open it to activate your account, then log in.
        </p>
      </div>
    );
  }

  if (done) {
    return (
      <div role="status" className="space-y-1 text-center">
        <p className="font-semibold text-green-400">Registration Successful!</p>
        <p className="text-sm text-muted-foreground">Redirecting to login...</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={error} />
      <Field id="email" label="Email">
        <Input name="email" type="email" autoComplete="email" disabled={pending} />
      </Field>
      <Field id="password" label="Password" hint={`Minimum ${MIN_PASSWORD_LENGTH} characters`}>
        <Input name="password" type="password" autoComplete="new-password" disabled={pending} />
      </Field>
      <Field id="confirm" label="Confirm Password">
        <Input name="confirm" type="password" autoComplete="new-password" disabled={pending} />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/admin/login" className="text-muted-foreground underline-offset-4 hover:underline">
          Already have an account? Log in
        </Link>
      </p>
    </form>
  );
}
