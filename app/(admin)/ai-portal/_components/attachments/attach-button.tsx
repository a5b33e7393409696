'use client';

import { PaperclipIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';

/** The paperclip: a hidden file input behind an icon button (several files at once). */
export function AttachButton({
  disabled,
  offWhy,
  onFiles,
}: {
  disabled: boolean;
  /** Why files cannot go now (Compare is on): the button is off and its title says so. */
  offWhy?: string;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Attach files"
        data-testid="attach-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        disabled={disabled || offWhy !== undefined}
        aria-label="Attach files"
        title={offWhy ?? 'Attach files: text, code, PDF or images (up to 10, 20 MB each)'}
        onClick={() => input.current?.click()}
      >
        <PaperclipIcon aria-hidden />
      </Button>
    </>
  );
}
