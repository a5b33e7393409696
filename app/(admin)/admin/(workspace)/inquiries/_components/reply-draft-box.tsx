'use client';

import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { Textarea } from '@/components/ui/textarea';
import { DraftReplyButton } from './draft-reply-button';

/**
 * A reply box for one inquiry with "Draft a reply" beside it: the draft lands here to be read,
 * changed and copied into the e-mail. (The inbox's own reply box takes the button at merge.)
 */
export function ReplyDraftBox({ inquiryId, name }: { inquiryId: string; name: string }) {
  const [text, setText] = useState('');
  return (
    <div className="space-y-2">
      <Field label={`Your reply to ${name}`} hint="Nothing here is sent: copy it into your e-mail.">
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          maxLength={10_000}
          data-testid="reply-box"
        />
      </Field>
      <DraftReplyButton inquiryId={inquiryId} onDraft={setText} />
    </div>
  );
}
