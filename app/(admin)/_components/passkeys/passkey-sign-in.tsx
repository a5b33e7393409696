'use client';

import { browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { passkeySignInOptionsAction, signInWithPasskeyAction } from './actions';
import { promptPasskey } from './browser-prompt';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';

/**
 * "Sign in with a passkey": no e-mail to type, the browser lists the passkeys it has for this
 * site. With `autofill`, the same passkeys are also offered in the suggestions of the e-mail
 * field (an input with autocomplete "username webauthn") once it is focused.
 */
export function PasskeySignIn({ next, autofill = false }: { next?: string; autofill?: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const finishing = useRef(false);

  async function finish(response: AuthenticationResponseJSON) {
    finishing.current = true;
    const result = await signInWithPasskeyAction({ response, next });
    if (!result.ok) {
      finishing.current = false;
      setProblem(result.message);
      return;
    }
    // A full load: every server part of the next page sees the new session.
    window.location.assign(result.data.next);
  }

  useEffect(() => {
    if (!autofill) return;
    let started = false;
    let stopped = false;
    // Started when the e-mail field is first focused, not on load: a browser with a single passkey
    // and nothing to ask (an automated one) would otherwise sign in before anyone chose to.
    async function offerInSuggestions(event: FocusEvent) {
      const field = event.target as Element | null;
      if (started || !field?.matches?.('input[autocomplete~="webauthn"]')) return;
      started = true;
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const options = await passkeySignInOptionsAction();
      if (stopped || !options.ok) return;
      const outcome = await promptPasskey(options.data, true);
      if (stopped) return;
      if (outcome.ok) await finish(outcome.data);
      else if (outcome.message) setProblem(outcome.message);
    }
    document.addEventListener('focusin', offerInSuggestions);
    return () => {
      stopped = true;
      document.removeEventListener('focusin', offerInSuggestions);
      if (started && !finishing.current) WebAuthnAbortService.cancelCeremony();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: `next` does not change
  }, [autofill]);

  function signIn() {
    setProblem(null);
    startTransition(async () => {
      const options = await passkeySignInOptionsAction();
      if (!options.ok) return setProblem(options.message);
      // Starting this prompt ends the autofill's pending one (the library aborts it).
      const outcome = await promptPasskey(options.data);
      if (!outcome.ok) return setProblem(outcome.message);
      await finish(outcome.data);
    });
  }

  return (
    <div className="space-y-3">
      <FormError message={problem} />
      <Button type="button" variant="outline" className="w-full" onClick={signIn} disabled={pending}>
        <KeyRound aria-hidden="true" />
        {pending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
