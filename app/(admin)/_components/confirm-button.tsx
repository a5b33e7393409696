'use client';

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

type Props = {
  /** The button's accessible name, e.g. "Remove ann@example.com"; it shows as "Remove" unless `text` is given. */
  label: string;
  text?: string;
  title: string;
  description: string;
  confirm: string;
  disabled?: boolean;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
};

/** A destructive action behind a confirmation dialog. */
export function ConfirmButton({ label, text, title, description, confirm, disabled, destructive, onConfirm }: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={label} disabled={disabled}>
          {text ?? label.split(' ')[0]}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
