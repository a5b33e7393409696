'use client';

import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { signOutOthersAction } from '../actions';

/** Embedded mode counts the sessions it ended; Supabase only says it ended them. */
function endedText(ended: number | undefined): string {
  if (ended === undefined) return 'Your other sessions have been signed out.';
  if (ended === 0) return 'There were no other sessions to sign out.';
  return `${ended} other session${ended === 1 ? '' : 's'} signed out.`;
}

export function SignOutOthers() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  function signOutOthers() {
    startTransition(async () => {
      const result = await signOutOthersAction();
      if (!result.ok) {
        setOutcome({ ok: false, text: result.message });
        toast.error('Sessions Not Signed Out', { description: result.message });
        return;
      }
      const text = endedText(result.data.ended);
      setOutcome({ ok: true, text });
      toast.success('Other Sessions Signed Out', { description: text });
    });
  }

  return (
    <div className="space-y-3">
      <h3 className="font-mono text-sm font-semibold tracking-widest">OTHER SESSIONS</h3>
      <p className="text-sm text-muted-foreground">
        Signed in on another device or browser you no longer use? End every session except this one.
      </p>
      {outcome &&
        (outcome.ok ? (
          <p role="status" className="text-sm text-green-400">
            {outcome.text}
          </p>
        ) : (
          <FormError message={outcome.text} />
        ))}
      <Button type="button" variant="outline" onClick={signOutOthers} disabled={pending}>
        {pending ? 'Signing Out...' : 'Sign out other sessions'}
      </Button>
    </div>
  );
}
