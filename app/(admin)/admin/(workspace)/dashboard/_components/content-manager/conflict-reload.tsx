'use client';

import { RefreshCw } from 'lucide-react';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';

/** Loads the latest saved version of a section, after confirming that the edits on screen are dropped. */
export function ConflictReload({ sectionLabel, onConfirm }: { sectionLabel: string; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <RefreshCw aria-hidden /> Load latest version
        </Button>
      }
      title={`Load the latest ${sectionLabel}?`}
      description="Your unsaved edits to this section will be replaced by the version saved by someone else."
      cancel="Keep my edits"
      confirm="Discard my edits and reload"
      onConfirm={onConfirm}
    />
  );
}
