import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
/**
 * The red box above a form for a refused request, in the owner's words. role="alert": a screen
 * reader says it as it appears (a toast may say it too, but goes away).
 */
export function FormError({
  id,
  message,
  children,
  label,
  className,
}: {
  /** For a field that names the box in its aria-describedby (a refusal about that field). */
  id?: string;
  message?: string | null;
  /** More than one line (a warning with a list): shown instead of `message`. */
  children?: ReactNode;
  label?: string;
  className?: string;
}) {
  if (!message && !children) return null;
  return (
    <div
      id={id}
      role="alert"
      aria-label={label}
      className={cn('rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300', className)}
    >
      {children ?? message}
    </div>
  );
}
