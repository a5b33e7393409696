import type { ReactNode } from 'react';

export const controlClass =
  // scroll-mt: focusing a field with an error keeps it (and its label) clear of the fixed header.
  'block w-full scroll-mt-28 rounded-sm border border-input bg-background/60 px-3 py-2 text-base text-foreground ' +
  'placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-2 ' +
  'focus-visible:outline-primary/60 aria-[invalid=true]:border-destructive';

export const errorId = (name: string) => `${name}-error`;
export const hintId = (name: string) => `${name}-hint`;

/** What a control needs to name its error (and hint) for screen readers. */
export function describedBy(name: string, error: string | undefined, hint?: boolean) {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.length ? ids.join(' ') : undefined };
}

/** A visible label, the control, an optional hint and the field's error, linked together. */
export function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId(name)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} className="text-sm text-destructive">
      {error}
    </p>
  );
}
