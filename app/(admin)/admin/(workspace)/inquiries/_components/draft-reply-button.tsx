'use client';

import { Sparkles } from 'lucide-react';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import type { ReplyDraftAnswer } from '@/app/api/inquiries/[id]/draft/schema';
import { NO_KEY_MESSAGE } from '@/lib/ai/no-key-message';
import { formatCost } from '@/lib/ai/pricing/cost';
import { callRoute } from '@/lib/http/call-route';

type Props = {
  inquiryId: string;
  /** Gets the drafted text: the reply box shows it to be read and changed. Nothing is sent. */
  onDraft: (text: string) => void;
};

/**
 * "Draft a reply": the server writes it with the admin's own AI key from the inquiry and the
 * site's saved content. Says what it cost, or why there is no draft (with the way to a key).
 */
export function DraftReplyButton({ inquiryId, onDraft }: Props) {
  const [pending, startTransition] = useTransition();
  const [cost, setCost] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const draft = () =>
    startTransition(async () => {
      setError(null);
      setCost(null);
      const outcome = await callRoute<ReplyDraftAnswer>(`/api/inquiries/${inquiryId}/draft`, { method: 'POST' });
      if (!outcome.ok) return void setError(outcome.message);
      onDraft(outcome.data.text);
      setCost(formatCost(outcome.data.costUsd));
    });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={pending} onClick={draft}>
          <Sparkles aria-hidden /> {pending ? 'Drafting…' : 'Draft a reply'}
        </Button>
        {cost ? (
          <span role="status" className="text-xs text-muted-foreground">
            Draft written with your AI key ({cost}). Read it and change what you like: nothing was sent.
          </span>
        ) : null}
      </div>
      <FormError message={error === NO_KEY_MESSAGE ? null : error}>
        {error === NO_KEY_MESSAGE ? (
          <>
            Drafting uses your own AI key, and you have not saved one yet. Open the{' '}
            <Link href="/ai-portal" className="underline">
              AI portal
            </Link>
            , go to Settings, choose Add Key, then come back here.
          </>
        ) : null}
      </FormError>
    </div>
  );
}
