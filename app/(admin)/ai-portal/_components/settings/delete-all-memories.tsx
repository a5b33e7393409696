'use client';

import { ConfirmButton } from '@/app/(admin)/_components/confirm-button';

export function DeleteAllMemories({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <ConfirmButton
      label="Delete all"
      text="Delete all"
      title="Delete all memories?"
      description="The assistant forgets everything it has saved about you. This cannot be undone."
      confirm="Delete all"
      destructive
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
