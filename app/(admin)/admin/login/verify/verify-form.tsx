'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cancelSignInAction, verifySignInAction } from './actions';

/** `recoveryCodes`: false where the backend has none (Supabase mode without the service role key). */
export function VerifyForm({ next, recoveryCodes }: { next?: string; recoveryCodes: boolean }) {
  const [state, action, pending] = useActionState(verifySignInAction, null);
  return (
    <div className="space-y-4">
      <form action={action} className="space-y-4">
        {state?.message && (
          <div role="alert" className="rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300">
            {state.message}
          </div>
        )}
        <input type="hidden" name="next" value={next ?? ''} />
        <div className="space-y-2">
          <Label htmlFor="code">Authentication code</Label>
          <Input
            id="code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            aria-describedby="code-hint"
            defaultValue={state?.code}
            required
            autoFocus
            disabled={pending}
            className="font-mono tracking-widest"
          />
          <p id="code-hint" className="text-xs text-muted-foreground">
            The 6-digit code from your authenticator app{recoveryCodes ? ', or one of your recovery codes' : ''}.
          </p>
        </div>
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
