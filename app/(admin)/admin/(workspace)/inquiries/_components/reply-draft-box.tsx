'use client';

import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { Textarea } from '@/components/ui/textarea';
import { REPLY_MAX_LENGTH } from '@/lib/inquiries/reply-text';
import { mailtoHref } from '@/lib/mailto';
import { DraftReplyButton } from './draft-reply-button';

type Props = {
  inquiryId: string;
  email: string;
  subject: string;
  /** Their message, quoted, already cut to what a mailto link carries. */
  quote: string;
};

/**
 * The reply box when no mail server is set up: written (or drafted) here, then opened in the
 * owner's own e-mail app with the subject, the text and their message filled in.
 */
export function ReplyDraftBox({ inquiryId, email, subject, quote }: Props) {
  const [text, setText] = useState('');
  return (
    <div className="space-y-3">
      <Field
        id="reply-body"
        label="Your reply"
        hint="No mail server is set up: write or draft it here, then open it in your e-mail app to send it. Then mark the inquiry replied."
      >
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={8}
          maxLength={REPLY_MAX_LENGTH}
          className="min-h-40"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={mailtoHref(email, subject, `${text}\n\n${quote}`)}
          className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          Reply in your e-mail app
        </a>
        <DraftReplyButton inquiryId={inquiryId} onDraft={setText} />
      </div>
    </div>
  );
}
