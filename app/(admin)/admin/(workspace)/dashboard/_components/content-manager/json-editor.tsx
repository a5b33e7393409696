'use client';

import { Field } from '@/components/forms/field';
import { Textarea } from '@/components/ui/textarea';

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'Invalid JSON' };
  }
}

type JsonEditorProps = { id: string; label: string; text: string; onTextChange: (text: string) => void };

/** The whole section as JSON text; text that does not parse is shown with its error and never saved. */
export function JsonEditor({ id, label, text, onTextChange }: JsonEditorProps) {
  const parsed = parseJson(text);
  const error = parsed.ok ? null : `Invalid JSON: ${parsed.error}. Fix it to save; nothing is saved until then.`;
  return (
    <Field id={id} label={label} error={error}>
      <Textarea
        rows={16}
        spellCheck={false}
        className="font-mono text-xs"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
    </Field>
  );
}
