'use client';

import { useRef, useState } from 'react';
import { Field } from '@/components/forms/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The longest title the server keeps (app/api/portal/schemas.ts). */
const TITLE_MAX = 200;

type Props = {
  initial: string;
  /** Called with the new title only when it changed and is not empty. */
  onSave: (title: string) => void;
  onDone: () => void;
  className?: string;
};

/**
 * Renames a chat in place: Enter or leaving the box saves, Escape puts the old title back.
 * An emptied box saves nothing (a chat always has a title).
 */
export function TitleEditor({ initial, onSave, onDone, className }: Props) {
  const [title, setTitle] = useState(initial);
  // Enter or Escape ends it; a blur as the box goes away must not save a second time (or after Escape).
  const ended = useRef(false);
  const finish = (save: boolean) => {
    if (ended.current) return;
    ended.current = true;
    const next = title.trim();
    if (save && next && next !== initial) onSave(next);
    onDone();
  };
  return (
    <Field label="Chat title" hideLabel className={cn('min-w-0 flex-1 space-y-0', className)}>
      <Input
        autoFocus
        value={title}
        maxLength={TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            finish(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            finish(false);
          }
        }}
        className="h-8"
      />
    </Field>
  );
}
