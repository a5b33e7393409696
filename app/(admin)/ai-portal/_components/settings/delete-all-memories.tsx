'use client';

import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';

export function DeleteAllMemories({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          Delete all
        </Button>
      }
      title="Delete all memories?"
      description="The assistant forgets everything it has saved about you. This cannot be undone."
      confirm="Delete all"
      destructive
      onConfirm={onConfirm}
    />
  );
}
