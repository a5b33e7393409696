'use client';

import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_MESSAGE_LENGTH } from '@/lib/ai/chat-events';

/** Edits the last question in place; Ctrl/Cmd+Enter sends, Escape cancels. */
export function MessageEditor(props: { initial: string; onSend: (text: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(props.initial);
  const send = () => text.trim() && props.onSend(text);
  return (
    <div className="space-y-2">
      <Field id="edit-message" label="Edit message" hideLabel>
        <Textarea
          autoFocus
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={Math.min(10, Math.max(3, text.split('\n').length))}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onCancel();
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="button" size="sm" disabled={!text.trim()} onClick={send}>
          Save and Send
        </Button>
      </div>
    </div>
  );
}
