'use client';

import { choicesOf, isIconField, schemaAt } from '@/lib/content/field-meta';
import { fieldHint, fieldLabel, sectionSchema } from '@/lib/content/labels';
import { getAt, isPlainObject, orderedKeys, templatePath, type Path } from './content-paths';
import { FieldErrors } from './field-errors';
import { IconField } from './icon-picker';
import { ListField } from './list-field';
import { CheckboxField, ChoiceField, ReadOnlyField, TextField } from './scalar-fields';
import { useFieldState, useSectionEditor } from './section-editor-context';

type FieldProps = { path: Path; label: string; value: unknown };

/** One control per key, labelled in the owner's words from the schema, in the order of the defaults. */
export function ObjectFields({ path, value }: { path: Path; value: Record<string, unknown> }) {
  const { defaults, pageName, sectionName } = useSectionEditor();
  return (
    <div className="grid gap-4">
      {orderedKeys(value, getAt(defaults, templatePath(path))).map((key) => {
        const fieldPath = [...path, key];
        return (
          <Field key={key} path={fieldPath} label={fieldLabel(pageName, sectionName, fieldPath)} value={value[key]} />
        );
      })}
    </div>
  );
}

function renderItem(path: Path, label: string, item: unknown) {
  return isPlainObject(item) ? (
    <ObjectFields path={path} value={item} />
  ) : (
    <Field path={path} label={label} value={item} />
  );
}

function ObjectFieldset({ path, label, value }: FieldProps & { value: Record<string, unknown> }) {
  const { errors, errorId } = useFieldState(path);
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-border p-2 sm:p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <ObjectFields path={path} value={value} />
      <FieldErrors id={errorId} messages={errors} />
    </fieldset>
  );
}

/** Picks the control for a value by its schema (icons, fixed choices) and else by its type. */
export function Field({ path, label, value }: FieldProps) {
  const { pageName, sectionName } = useSectionEditor();
  const section = sectionSchema(pageName, sectionName);
  const schema = section && schemaAt(section, path);
  const hint = fieldHint(pageName, sectionName, path);
  if (typeof value === 'string' && isIconField(schema)) return <IconField path={path} label={label} value={value} />;
  const choices = choicesOf(schema);
  if (typeof value === 'string' && choices)
    return <ChoiceField path={path} label={label} value={value} choices={choices} hint={hint} />;
  if (typeof value === 'string') return <TextField path={path} label={label} value={value} hint={hint} />;
  if (typeof value === 'boolean') return <CheckboxField path={path} label={label} value={value} />;
  if (Array.isArray(value)) return <ListField path={path} label={label} items={value} renderItem={renderItem} />;
  if (isPlainObject(value)) return <ObjectFieldset path={path} label={label} value={value} />;
  return <ReadOnlyField path={path} label={label} value={value} />;
}
