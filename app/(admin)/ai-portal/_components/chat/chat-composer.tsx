'use client';

import { SendIcon, SquareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { MAX_MESSAGE_LENGTH } from '@/lib/ai/chat-events';
import { AttachButton } from '../attachments/attach-button';
import { useChosenFiles, type ChosenFile } from '../attachments/chosen-files';
import { ChosenFileChips } from '../attachments/file-chips';
import { useFileDrop } from '../attachments/use-file-drop';
import type { ComposerDrafts } from './composer-drafts';
import { useTouchTyping } from './use-touch-typing';

type Props = {
  waiting: boolean;
  /** True while the session's messages load: a send now would be lost in the switch. */
  disabled?: boolean;
  /** False when the message was refused before it started, so the typed text (and any files) come back. */
  onSend: (text: string, files?: File[]) => Promise<boolean> | void;
  onStop: () => void;
  /** The chat this box writes to; its draft (text and files) is kept in `drafts` when another chat opens. */
  sessionId: string;
  drafts: ComposerDrafts;
  /** Why no files can be added now (Compare sends text only); undefined when they can. */
  filesOff?: string;
};

/** The message box's id: a new chat started from the keyboard puts the cursor there. */
export const COMPOSER_ID = 'portal-message';

/**
 * Enter sends; Shift+Enter (or Enter while an input method is composing) adds a line. On a touch
 * screen Enter adds a line (a phone keyboard has no Shift+Enter) and the Send button sends.
 */
export function ChatComposer({ waiting, disabled = false, onSend, onStop, sessionId, drafts, filesOff }: Props) {
  const [draft, setDraft] = useState(() => drafts.get(sessionId)?.text ?? '');
  const input = useRef<HTMLTextAreaElement>(null);
  const wasWaiting = useRef(waiting);
  const form = useRef<HTMLFormElement>(null);
  const chosen = useChosenFiles(drafts.get(sessionId)?.files);
  const shown = useRef(true);
  const [sending, setSending] = useState(false);
  const dragging = useFileDrop(form, chosen.add, !waiting && !disabled && !filesOff);
  const typing = useTouchTyping();

  // The textarea is disabled while waiting, which drops focus; give it back when the reply ends,
  // unless the user has put it elsewhere meanwhile (the conversation they are reading, the list).
  useEffect(() => {
    const active = document.activeElement;
    const dropped = !active || active === document.body || form.current?.contains(active);
    if (wasWaiting.current && !waiting && dropped) input.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  // Mounted per chat (keyed by its id): what is written is kept for it as it changes.
  useEffect(
    () => drafts.save(sessionId, { text: draft, files: chosen.files }),
    [drafts, sessionId, draft, chosen.files],
  );
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  // A refused send gives the message back, to this box or, if the user has left the chat, to its draft.
  const giveBack = (text: string, files: ChosenFile[] = []) => {
    if (!shown.current) return drafts.giveBack(sessionId, { text, files });
    setDraft((now) => now || text);
    if (files.length) chosen.restore(files);
  };

  const submit = () => {
    if (waiting || disabled || sending || !draft.trim()) return;
    if (chosen.files.length) return submitWithFiles();
    const text = draft;
    setDraft('');
    // A send refused before it started (false) gives the typed text back, as with files.
    void Promise.resolve(onSend(text)).then((accepted) => accepted === false && giveBack(text));
  };
  const submitWithFiles = () => {
    const text = draft;
    const files = chosen.take();
    setDraft('');
    setSending(true);
    const sent = onSend(
      text,
      files.map(({ file }) => file),
    );
    void Promise.resolve(sent).then((accepted) => {
      setSending(false);
      if (accepted !== false) return;
      giveBack(text, files);
    });
  };

  return (
    <form
      ref={form}
      // Wraps so the chips of chosen files take a row of their own above the box.
      className={cn(
        'flex shrink-0 flex-wrap items-end gap-2 rounded-md',
        dragging && 'outline-2 outline-offset-4 outline-primary outline-dashed',
      )}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ChosenFileChips files={chosen.files} onRemove={chosen.remove} problem={chosen.problem} />
      <AttachButton disabled={waiting || disabled || sending} offWhy={filesOff} onFiles={chosen.add} />
      {/* `contents`: the box stays an item of the form's row; its label is for screen readers. */}
      <Field id={COMPOSER_ID} label="Message" hideLabel className="contents">
        <Textarea
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPaste={(event) => {
            // A copied image (a screenshot) arrives as a file; pasted text stays text.
            const files = Array.from(event.clipboardData.files);
            if (!files.length || filesOff) return;
            event.preventDefault();
            chosen.add(files);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || typing.touch) return;
            event.preventDefault();
            submit();
          }}
          disabled={waiting || disabled || sending}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={2}
          placeholder={
            typing.touch || typing.narrow
              ? 'Message'
              : 'Type your message... (Enter to send, Shift+Enter for a new line)'
          }
          // On a phone the box starts one line tall and grows with the text (field-sizing), up to a third of the screen.
          className="max-h-48 min-h-16 flex-1 resize-y max-sm:max-h-[33dvh] max-sm:min-h-10 max-sm:resize-none"
        />
      </Field>
      {waiting ? (
        <Button type="button" variant="destructive" onClick={onStop}>
          <SquareIcon aria-hidden /> Stop
        </Button>
      ) : (
        <Button type="submit" disabled={disabled || sending || !draft.trim()}>
          <SendIcon aria-hidden /> Send
        </Button>
      )}
    </form>
  );
}
