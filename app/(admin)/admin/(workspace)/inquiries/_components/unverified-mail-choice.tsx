'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { UnverifiedMail } from '@/lib/data/port';
import type { UnverifiedMailAnswer, UnverifiedMailRequest } from '@/app/api/inquiries/unverified-mail/schema';
import { callRoute } from '@/lib/http/call-route';

const CHOICES: { choice: UnverifiedMail; label: string; done: string }[] = [
  { choice: 'digest', label: 'One summary a day', done: 'Unverified inquiries: one summary e-mail a day.' },
  { choice: 'none', label: 'No e-mail', done: 'Unverified inquiries: no e-mail; they stay here.' },
];

/** The owner's choice for unverified inquiries: never one e-mail each; a daily summary, or none. */
export function UnverifiedMailChoice({ current }: { current: UnverifiedMail }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const choose = ({ choice, done }: (typeof CHOICES)[number]) =>
    startTransition(async () => {
      const outcome = await callRoute<UnverifiedMailAnswer>('/api/inquiries/unverified-mail', {
        method: 'PUT',
        json: { choice } satisfies UnverifiedMailRequest,
      });
      if (!outcome.ok) return void toast.error(outcome.message);
      toast.success(done);
      router.refresh();
    });
  return (
    <div role="group" aria-labelledby="unverified-mail-label" className="flex flex-wrap items-center gap-2 text-sm">
      <span id="unverified-mail-label">Unverified inquiries by e-mail:</span>
      {CHOICES.map((option) => (
        <Button
          key={option.choice}
          type="button"
          size="sm"
          variant={current === option.choice ? 'default' : 'outline'}
          aria-pressed={current === option.choice}
          disabled={pending}
          onClick={() => choose(option)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
