'use client';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { multilineAt, type Path } from './content-paths';
import { FieldErrors } from './field-errors';
import { useFieldState } from './section-editor-context';

type FieldProps<T> = { path: Path; label: string; value: T };

export function TextField({ path, label, value }: FieldProps<string>) {
  const { editor, id, errors, errorId, aria } = useFieldState(path);
  const multiline = multilineAt([editor.loaded, editor.defaults], path);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          id={id}
          rows={4}
          value={value}
          onChange={(event) => editor.update(path, event.target.value)}
          {...aria}
        />
      ) : (
        <Input id={id} value={value} onChange={(event) => editor.update(path, event.target.value)} {...aria} />
      )}
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}

export function CheckboxField({ path, label, value }: FieldProps<boolean>) {
  const { editor, id, errors, errorId, aria } = useFieldState(path);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={value}
          onChange={(event) => editor.update(path, event.target.checked)}
          {...aria}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}

/** Values the form cannot edit (numbers, null): shown as-is; the JSON view edits them. */
export function ReadOnlyField({ path, label, value }: FieldProps<unknown>) {
  const { errors, errorId } = useFieldState(path);
  return (
    <div className="grid gap-1.5 text-sm">
      <span className="font-medium">{label}</span>
      <code className="font-mono text-muted-foreground">{JSON.stringify(value)}</code>
      <span className="text-xs text-muted-foreground">Use Edit as JSON to change this value.</span>
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}
