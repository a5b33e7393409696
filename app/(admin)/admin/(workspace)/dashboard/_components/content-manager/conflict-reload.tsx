'use client';

import { RefreshCw } from 'lucide-react';
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

/** Loads the latest saved version of a section, after confirming that the edits on screen are dropped. */
export function ConflictReload({ sectionLabel, onConfirm }: { sectionLabel: string; onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <RefreshCw aria-hidden /> Load latest version
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Load the latest {sectionLabel}?</AlertDialogTitle>
          <AlertDialogDescription>
            Your unsaved edits to this section will be replaced by the version saved by someone else.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep my edits</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Discard my edits and reload</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
