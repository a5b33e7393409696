'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { UserSettings } from '@/lib/data/port';
import { updateSettings } from '../portal-api';

/**
 * The embedding model of the user's OpenAI-compatible endpoint (nomic-embed-text on Ollama,
 * say): named, memory search in those conversations embeds there and stays with that endpoint.
 * The server checks the name; what was typed stays in the field when it says no.
 */
export function LocalEmbeddingModel({ saved, onSaved }: { saved: string | null; onSaved: (s: UserSettings) => void }) {
  // null: nothing typed yet, the field shows the saved name.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = draft ?? saved ?? '';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await updateSettings({ localEmbeddingModel: value });
    setSaving(false);
    if (!result.ok) {
      // What was typed stays in the field.
      const message = result.message || 'Failed to save settings';
      setError(message);
      return toast.error('Error', { description: message });
    }
    const settings = result.data;
    onSaved(settings);
    setDraft(null);
    setError(null);
    toast.success('Settings Saved', {
      description: settings.localEmbeddingModel
        ? `Memory search in OpenAI-compatible conversations uses ${settings.localEmbeddingModel}.`
        : 'Memory search in OpenAI-compatible conversations uses keywords.',
    });
  };

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-2">
      <div className="flex items-end gap-2">
        {/* The hint and error sit under the whole row, so the field names them itself. */}
        <Field id="local-embedding-model" label="Local embedding model" className="min-w-0 flex-1">
          <Input
            value={value}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            placeholder="nomic-embed-text"
            autoComplete="off"
            spellCheck={false}
            disabled={saved === null}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'local-embedding-model-error' : 'local-embedding-model-help'}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={saved === null || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {error ? (
        <p id="local-embedding-model-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id="local-embedding-model-help" className="text-xs text-muted-foreground">
          The embedding model your OpenAI-compatible endpoint serves, e.g. nomic-embed-text for Ollama. Memory search in
          those conversations then stays on that endpoint. Leave empty to search memories by keywords.
        </p>
      )}
    </form>
  );
}
