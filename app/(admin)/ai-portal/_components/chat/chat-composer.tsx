'use client';

import { SendIcon, SquareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_MESSAGE_LENGTH } from '@/lib/ai/chat-events';

type Props = {
  waiting: boolean;
  /** True while the session's messages load: a send now would be lost in the switch. */
  disabled?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
};

/** The message box's id: a new chat started from the keyboard puts the cursor there. */
export const COMPOSER_ID = 'portal-message';

/** Enter sends; Shift+Enter (or Enter while an input method is composing) adds a line. */
export function ChatComposer({ waiting, disabled = false, onSend, onStop }: Props) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const wasWaiting = useRef(waiting);

  // The textarea is disabled while waiting, which drops focus; give it back when the reply ends.
  useEffect(() => {
    if (wasWaiting.current && !waiting) input.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  const submit = () => {
    if (waiting || disabled || !draft.trim()) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <form
      className="flex shrink-0 items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={COMPOSER_ID} className="sr-only">
        Message
      </label>
      <Textarea
        id={COMPOSER_ID}
        ref={input}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
        disabled={waiting || disabled}
        maxLength={MAX_MESSAGE_LENGTH}
        rows={2}
        placeholder="Type your message... (Enter to send, Shift+Enter for a new line)"
        className="max-h-48 min-h-16 flex-1 resize-y"
      />
      {waiting ? (
        <Button type="button" variant="destructive" onClick={onStop}>
          <SquareIcon aria-hidden /> Stop
        </Button>
      ) : (
        <Button type="submit" disabled={disabled || !draft.trim()}>
          <SendIcon aria-hidden /> Send
        </Button>
      )}
    </form>
  );
}
