'use client';

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type Props = { pending: boolean; onAllow: (email: string) => Promise<boolean> };

/** Adds an e-mail to the allow-list; what was typed stays after a refusal, so it can be corrected. */
export function AllowEmailForm({ pending, onAllow }: Props) {
  const [email, setEmail] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onAllow(email)) setEmail('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <Field id="allow-email" label="E-mail to allow" className="min-w-56 flex-1">
        <Input
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={pending}>
        Allow e-mail
      </Button>
    </form>
  );
}
