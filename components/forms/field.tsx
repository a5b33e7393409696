'use client';

import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type Props = {
  /** The control's id; the hint and error take `<id>-hint` and `<id>-error`. A generated one if left out. */
  id?: string;
  label: ReactNode;
  /** For screen readers only, where the screen around the control already says what it is. */
  hideLabel?: boolean;
  /** Always shown under the control, e.g. "Minimum 8 characters". */
  hint?: ReactNode;
  /**
   * Shown under the hint while there is one; marks the control invalid. Not an alert: it may change
   * as the owner types (FormError is the alert for a refused request).
   */
  error?: string | null;
  /** The wrapper's classes (width); it is spaced like every admin field either way. */
  className?: string;
  /** One control (Input, Textarea, a select's trigger...): it gets the id and the aria wiring. */
  children: ReactElement;
};

/**
 * A labelled control, the one way the admin area writes a form field: the label points at the
 * control, and the control at its hint and error (aria-describedby), so a screen reader reads
 * them with it. The control's own props win over the wiring where both set one.
 */
export function Field({ id, label, hideLabel, hint, error, className, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Slot.Root id={controlId} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
