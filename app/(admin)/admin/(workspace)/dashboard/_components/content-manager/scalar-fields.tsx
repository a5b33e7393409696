'use client';

import { CheckField } from '@/components/forms/check-field';
import { Field } from '@/components/forms/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { multilineAt, type Path } from './content-paths';
import { FieldErrors } from './field-errors';
import { useFieldState } from './section-editor-context';

type FieldProps<T> = { path: Path; label: string; value: T };

export function TextField({ path, label, value, hint }: FieldProps<string> & { hint?: string }) {
  const { editor, id, errors } = useFieldState(path);
  const multiline = multilineAt([editor.loaded, editor.defaults], path);
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    editor.update(path, event.target.value);
  return (
    <Field id={id} label={label} hint={hint} error={errors?.length ? errors.join(' ') : null}>
      {multiline ? (
        <Textarea rows={4} value={value} onChange={onChange} />
      ) : (
        <Input value={value} onChange={onChange} />
      )}
    </Field>
  );
}

/** One of a fixed set of values (a status badge, a kind): a list to pick from, so nothing else can be typed. */
export function ChoiceField({
  path,
  label,
  value,
  choices,
  hint,
}: FieldProps<string> & { choices: readonly string[]; hint?: string }) {
  const { editor, id, errors } = useFieldState(path);
  // A stored value the schema no longer offers stays visible (and the save says what is wrong).
  const options = choices.includes(value) ? choices : [value, ...choices];
  return (
    <Field id={id} label={label} hint={hint} error={errors?.length ? errors.join(' ') : null}>
      <select
        className="h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-64"
        value={value}
        onChange={(event) => editor.update(path, event.target.value)}
      >
        {options.map((choice) => (
          <option key={choice} value={choice} className="bg-background">
            {choice}
          </option>
        ))}
      </select>
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
      <span className="text-xs text-muted-foreground">
        Use Edit as JSON in the section&apos;s menu to change this value.
      </span>
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}
