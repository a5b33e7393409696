'use client';

import { useActionState } from 'react';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cancelSignInAction, verifySignInAction } from './actions';

/** `recoveryCodes`: false where the backend has none (Supabase mode without the service role key). */
export function VerifyForm({ next, recoveryCodes }: { next?: string; recoveryCodes: boolean }) {
  const [state, action, pending] = useActionState(verifySignInAction, null);
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-4">
        <FormError message={state?.message} />
        <input type="hidden" name="next" value={next ?? ''} />
        <Field
          id="code"
          label="Authentication code"
          hint={`The 6-digit code from your authenticator app${recoveryCodes ? ', or one of your recovery codes' : ''}.`}
        >
          <Input
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            defaultValue={state?.code}
            required
            autoFocus
            disabled={pending}
            className="font-mono tracking-widest"
          />
        </Field>
        <Button type="submit" className="w-full font-mono tracking-widest" disabled={pending}>
          {pending ? 'VERIFYING' : 'VERIFY'}
        </Button>
      </form>
      <form action={cancelSignInAction} className="text-center">
        <Button type="submit" variant="link" className="text-muted-foreground">
          Start over
        </Button>
      </form>
    </div>
  );
}
