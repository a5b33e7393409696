'use client';

import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ReplyInstructionsAnswer, ReplyInstructionsRequest } from '@/app/api/inquiries/reply-instructions/schema';
import { callRoute } from '@/lib/http/call-route';
import { DEFAULT_REPLY_INSTRUCTIONS, REPLY_INSTRUCTIONS_MAX } from '@/lib/inquiries/reply-instructions-text';

/** What "Draft a reply" is told about the owner's voice: shown, changed and saved here. */
export function ReplyInstructionsForm({ initial }: { initial: ReplyInstructionsAnswer }) {
  const [saved, setSaved] = useState(initial);
  const [text, setText] = useState(initial.instructions);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const tooLong = text.trim().length > REPLY_INSTRUCTIONS_MAX;
  const save = (instructions: string, done: string) =>
    startTransition(async () => {
      setError(null);
      const outcome = await callRoute<ReplyInstructionsAnswer>('/api/inquiries/reply-instructions', {
        method: 'PUT',
        json: { instructions } satisfies ReplyInstructionsRequest,
      });
      if (!outcome.ok) return void setError(outcome.message);
      setSaved(outcome.data);
      setText(outcome.data.instructions);
      toast.success(done);
    });
  return (
    <details className="rounded-md border bg-card">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium">
        Reply instructions{saved.custom ? ' (your own)' : ' (the default)'}
      </summary>
      <form
        className="space-y-3 border-t px-4 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          save(text, 'Reply instructions saved: the next draft follows them.');
        }}
      >
        <FormError message={error} />
        <Field
          label="How drafts should sound"
          hint={`"Draft a reply" follows these, with what your site says about your services and you. ${text.trim().length} of ${REPLY_INSTRUCTIONS_MAX} characters.`}
          error={tooLong ? `At most ${REPLY_INSTRUCTIONS_MAX} characters: shorten them to save.` : null}
        >
          <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={8} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={pending || tooLong || text === saved.instructions}>
            Save instructions
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={pending || (!saved.custom && text === DEFAULT_REPLY_INSTRUCTIONS)}
            onClick={() => save('', 'Reply instructions: back to the default.')}
          >
            Back to the default
          </Button>
        </div>
      </form>
    </details>
  );
}
