'use client';

import type { ComponentProps, ReactElement, ReactNode } from 'react';
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

type Props = {
  /** What opens the dialog: any one focusable element, usually a Button (it is used asChild). */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's text, e.g. "Remove". */
  confirm: string;
  cancel?: string;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  /** A second way to go ahead, beside the confirm button (delete a project but keep its chats). */
  alternative?: { label: string; onSelect: () => void };
  /** Where focus goes once the dialog closes, when the trigger itself may be gone. */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
};

/** An action behind a confirmation: the one way the admin area asks "are you sure?". */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  cancel = 'Cancel',
  destructive,
  onConfirm,
  onCloseAutoFocus,
  alternative,
}: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          {alternative && (
            <AlertDialogAction variant="outline" onClick={alternative.onSelect}>
              {alternative.label}
            </AlertDialogAction>
          )}
          <AlertDialogAction variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
