'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { signInAction } from './actions';

export function LoginForm({ next }: { next?: string }) {
  const [state, action, pending] = useActionState(signInAction, null);
  return (
    <form action={action} className="space-y-4" noValidate={false}>
      <FormError message={state?.message} />
      <input type="hidden" name="next" value={next ?? ''} />
      <Field id="email" label="Email">
        <Input
          name="email"
          type="email"
          // "webauthn": the browser may offer this site's passkeys among the suggestions (PasskeySignIn).
          autoComplete="username webauthn"
          defaultValue={state?.email}
          required
          disabled={pending}
        />
      </Field>
      <Field id="password" label="Password">
        <Input name="password" type="password" autoComplete="current-password" required disabled={pending} />
      </Field>
      <Button type="submit" className="w-full font-mono tracking-widest" disabled={pending}>
        {pending ? 'AUTHENTICATING' : 'LOGIN'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/admin/register" className="text-muted-foreground underline-offset-4 hover:underline">
          Need an account? Register here
        </Link>
      </p>
    </form>
  );
}
