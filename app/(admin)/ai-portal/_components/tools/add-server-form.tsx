'use client';

import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addServer } from './tools-api';

/** Adds an MCP server: a name, its Streamable HTTP address and an optional token; refused input stays. */
export function AddServerForm({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const result = await addServer({ name, url, token });
    setSaving(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setName('');
    setUrl('');
    setToken('');
    onAdded();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" aria-label="Add a tool server">
      <FormError message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name">
          <Input value={name} maxLength={80} placeholder="e.g. Weather" onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Address (URL)">
          <Input
            value={url}
            type="url"
            inputMode="url"
            placeholder="https://tools.example.com/mcp"
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
      </div>
      <Field label="Token (optional)" hint="Sent as a bearer token. Stored encrypted, never shown again.">
        <Input value={token} type="password" autoComplete="off" onChange={(e) => setToken(e.target.value)} />
      </Field>
      <Button type="submit" disabled={saving || !name.trim() || !url.trim()}>
        Add server
      </Button>
    </form>
  );
}
