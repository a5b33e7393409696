import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
/**
 * The red box above a form for a refused request, in the owner's words. role="alert": a screen
 * reader says it as it appears (a toast may say it too, but goes away).
 */
export function FormError({
  message,
  children,
  label,
  className,
}: {
  message?: string | null;
  /** More than one line (a warning with a list): shown instead of `message`. */
  children?: ReactNode;
  label?: string;
  className?: string;
}) {
  if (!message && !children) return null;
  return (
    <div
      role="alert"
      aria-label={label}
      className={cn('rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300', className)}
    >
      {children ?? message}
    </div>
  );
}
