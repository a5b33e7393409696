'use client';

import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addMemory } from './memory-api';

/** A fact the user writes themselves; the text stays in the box when the save is refused. */
export function AddMemoryForm({ onAdded }: { onAdded: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await addMemory(text);
    setSaving(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setText('');
    onAdded();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <FormError message={error} />
      <div className="flex flex-wrap items-end gap-2">
        <Field label="New memory" className="min-w-0 flex-1 basis-56">
          <Input
            value={text}
            maxLength={500}
            placeholder="e.g. I prefer metric units"
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={saving || !text.trim()}>
          Add memory
        </Button>
      </div>
    </form>
  );
}
