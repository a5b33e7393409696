'use client';

import { CheckField } from '@/components/forms/check-field';
import { Field } from '@/components/forms/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { multilineAt, type Path } from './content-paths';
import { FieldErrors } from './field-errors';
import { useFieldState } from './section-editor-context';

type FieldProps<T> = { path: Path; label: string; value: T };

export function TextField({ path, label, value }: FieldProps<string>) {
  const { editor, id, errors } = useFieldState(path);
  const multiline = multilineAt([editor.loaded, editor.defaults], path);
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    editor.update(path, event.target.value);
  return (
    <Field id={id} label={label} error={errors?.length ? errors.join(' ') : null}>
      {multiline ? (
        <Textarea rows={4} value={value} onChange={onChange} />
      ) : (
        <Input value={value} onChange={onChange} />
      )}
    </Field>
  );
}

export function CheckboxField({ path, label, value }: FieldProps<boolean>) {
  const { editor, id, errors, errorId, aria } = useFieldState(path);
  return (
    <div className="grid gap-1.5">
      <CheckField id={id} label={label}>
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={value}
          onChange={(event) => editor.update(path, event.target.checked)}
          {...aria}
        />
      </CheckField>
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
