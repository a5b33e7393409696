'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { signInAction } from './actions';

export function LoginForm({ next }: { next?: string }) {
  const [state, action, pending] = useActionState(signInAction, null);
  return (
    <form action={action} className="space-y-4" noValidate={false}>
      {state?.message && (
        <div role="alert" className="rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300">
          {state.message || 'AUTHENTICATION FAILED - INVALID CREDENTIALS'}
        </div>
      )}
      <input type="hidden" name="next" value={next ?? ''} />
      <div className="space-y-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          name="email"
          type="email"
          // "webauthn": the browser may offer this site's passkeys among the suggestions (PasskeySignIn).
          autoComplete="username webauthn"
          defaultValue={state?.email}
          required
          disabled={pending}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={pending}
        />
      </div>
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
