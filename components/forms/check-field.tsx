'use client';

import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type Props = {
  /** The checkbox's id; the hint takes `<id>-hint`. A generated one if left out. */
  id?: string;
  label: ReactNode;
  /** Shown under the box and its label, e.g. what ticking it changes. */
  hint?: ReactNode;
  className?: string;
  /** One checkbox (`<input type="checkbox">`): it gets the id and the aria wiring. */
  children: ReactElement;
};

/**
 * A checkbox with its label beside it (Field puts a label above its control), the one way the
 * admin area and the portal write a tick box: the label points at the box, the box at its hint.
 */
export function CheckField({ id, label, hint, className, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-center gap-2">
        <Slot.Root id={controlId} aria-describedby={hintId}>
          {children}
        </Slot.Root>
        {/* Normal weight and line height: a label here is often a sentence that wraps. */}
        <Label htmlFor={controlId} className="min-w-0 leading-snug font-normal">
          {label}
        </Label>
      </div>
      {hint && (
        // Indented to start under the label, past the box.
        <p id={hintId} className="pl-6 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
