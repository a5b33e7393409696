'use client';

import { Trash2Icon } from 'lucide-react';
import { useRef } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Delete session ${title}`}
          className="shrink-0 text-muted-foreground hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          document.querySelector<HTMLElement>(`[${AFTER_DELETE_FOCUS}]`)?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this chat?</AlertDialogTitle>
          <AlertDialogDescription>
            “{title}” and the files sent in it are deleted for good. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => {
              deleted.current = true;
              onConfirm();
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
