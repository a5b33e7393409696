'use client';

import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Memory } from '@/lib/data/port';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { excerpt } from './key-format';
import { editMemory } from './memory-api';

/** One memory: its text and date, edited in place or deleted. */
export function MemoryRow({
  memory,
  onChanged,
  onDelete,
}: {
  memory: Memory;
  onChanged: () => void;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const result = await editMemory(memory.id, draft);
    if (!result.ok) return setError(result.message);
    setError(null);
    setDraft(null);
    onChanged();
  };

  if (draft !== null)
    return (
      <li className="p-3">
        <form onSubmit={(event) => void save(event)} className="space-y-2">
          <FormError message={error} />
          <Field label="Memory text">
            <Input value={draft} maxLength={500} autoFocus onChange={(event) => setDraft(event.target.value)} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!draft.trim()}>
              Save
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );

  return (
    <li className="flex items-start gap-1 p-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{memory.content}</p>
        <p className="text-xs text-muted-foreground">
          <LocalTime iso={memory.createdAt} />
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="shrink-0 text-muted-foreground"
        aria-label={`Edit memory: ${excerpt(memory.content)}`}
        onClick={() => setDraft(memory.content)}
      >
        <PencilIcon aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={`Delete memory: ${excerpt(memory.content)}`}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  );
}
