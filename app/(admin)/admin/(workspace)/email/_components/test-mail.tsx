'use client';

import { useState, useTransition } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { sendTestMailAction } from '../actions';

/** "Send a test e-mail": what the mail server answered, in words, success or not. */
export function TestMail({ configured, fromPage }: { configured: boolean; fromPage: boolean }) {
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = () =>
    startTransition(async () => {
      setOutcome(null);
      const result = await sendTestMailAction();
      setOutcome(result.ok ? { ok: true, text: result.data.answer } : { ok: false, text: result.message });
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">
          <h2>Test</h2>
        </CardTitle>
        <CardDescription>
          {configured
            ? `Sends one e-mail to the notifications address with the ${fromPage ? 'saved settings (save first after a change)' : 'server’s own settings'}, and shows what the mail server answered. It gives up if the server does not answer within a minute.`
            : 'Save the mail server’s settings first.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button type="button" variant="outline" disabled={pending || !configured} onClick={send}>
          {pending ? 'Sending…' : 'Send a test e-mail'}
        </Button>
        {outcome?.ok ? (
          <p role="status" className="rounded-md border border-emerald-500/50 bg-emerald-500/10 p-3 text-sm">
            {outcome.text}
          </p>
        ) : (
          <FormError message={outcome?.text} />
        )}
      </CardContent>
    </Card>
  );
}
