'use client';

import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { customModelError } from './model-selection';

type Props = { onUse: (modelId: string) => void; onCancel: () => void };

/** The field's id: the model settings focus it when the user picks "Custom model id...". */
export const CUSTOM_FIELD_ID = 'portal-custom-model';

/** A model id typed by the user (one the list lacks, e.g. a fine-tune), sent to the provider as given. */
export function CustomModelField({ onUse, onCancel }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = customModelError(text);
    setError(problem);
    if (!problem) onUse(text.trim());
  };

  return (
    <form className="space-y-2" onSubmit={submit} noValidate>
      <div className="flex items-end gap-2">
        {/* The error sits under the whole row (an alert), so the field names it itself. */}
        <Field id={CUSTOM_FIELD_ID} label="Custom model id" className="min-w-0 flex-1">
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && onCancel()}
            placeholder="e.g. ft:gpt-4o-mini:acme:v2"
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={error ? 'portal-custom-model-error' : undefined}
          />
        </Field>
        <Button type="submit" size="sm" className="h-9">
          Use
        </Button>
        <Button type="button" size="sm" variant="ghost" className="h-9" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id="portal-custom-model-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
