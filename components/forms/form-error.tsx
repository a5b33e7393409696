import type { ReactNode, Ref } from 'react';
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
  role = 'alert',
  ref,
  className,
}: {
  /** For a field that names the box in its aria-describedby (a refusal about that field). */
  id?: string;
  message?: string | null;
  /** More than one line (a warning with a list): shown instead of `message`. */
  children?: ReactNode;
  label?: string;
  /** 'status' for a note the page opens with (a restore that did not start): nothing was just refused. */
  role?: 'alert' | 'status';
  /** For a form that moves focus to the box (the contact form, after a refused send). */
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  if (!message && !children) return null;
  return (
    <div
      id={id}
      ref={ref}
      role={role}
      // A form may move focus to it (the contact form does, after a refused send); Tab never stops on it.
      tabIndex={-1}
      aria-label={label}
      className={cn(
        'rounded-md border border-red-500/60 bg-red-500/10 p-3 text-sm text-red-300 outline-none',
        className,
      )}
    >
      {children ?? message}
    </div>
  );
}
