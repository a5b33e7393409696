'use client';

import { Trash2Icon } from 'lucide-react';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';

/** Marks the button keyboard focus goes to once a session is deleted (its own row is gone). */
export const AFTER_DELETE_FOCUS = 'data-after-session-delete';

/**
 * The trash icon of a session row: one slip of the pointer must not delete a conversation and its
 * files for good, so it asks first, naming the chat.
 */
export function DeleteSessionButton({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const deleted = useRef(false);
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Delete session ${title}`}
          className="shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      }
      title="Delete this chat?"
      description={`“${title}” and the files sent in it are deleted for good. This cannot be undone.`}
      confirm="Delete"
      destructive
      onConfirm={() => {
        deleted.current = true;
        onConfirm();
      }}
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        event.preventDefault();
        document.querySelector<HTMLElement>(`[${AFTER_DELETE_FOCUS}]`)?.focus();
      }}
    />
  );
}
