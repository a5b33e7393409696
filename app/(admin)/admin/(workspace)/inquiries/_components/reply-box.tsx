'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { REPLY_MAX_LENGTH } from '@/lib/inquiries/reply-text';
import { sendInquiryReplyAction } from '../actions';
import { DraftReplyButton } from './draft-reply-button';

type Props = {
  inquiryId: string;
  /** Who the reply goes to, for the button's words. */
  to: string;
};

/** The reply box of a thread: Send goes through the mail server, and the thread shows it after. */
export function ReplyBox({ inquiryId, to }: Props) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const result = await sendInquiryReplyAction({ id: inquiryId, body });
      if (!result.ok) return void setError(result.message);
      setError(null);
      setBody('');
      toast.success('Reply sent.', { description: `It went to ${to} and is kept in this thread.` });
      router.refresh();
    });
  }

  return (
    <form onSubmit={send} noValidate className="space-y-3" aria-label="Reply">
      <FormError message={error} />
      <Field
        id="reply-body"
        label="Your reply"
        hint={`Sent to ${to} from the site's mail server, with their message quoted below it; their answer comes back to you.`}
      >
        <Textarea
          name="body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={REPLY_MAX_LENGTH}
          rows={8}
          readOnly={pending}
          className="min-h-40"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2" data-slot="reply-tools">
        <Button type="submit" disabled={pending || !body.trim()}>
          {pending ? 'Sending…' : 'Send reply'}
        </Button>
        <DraftReplyButton inquiryId={inquiryId} onDraft={setBody} />
      </div>
    </form>
  );
}
