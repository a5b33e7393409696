'use client';

import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PROVIDERS, isProvider, providerCatalogue, type Provider } from '@/lib/ai/model-catalogue';
import { saveKey } from '../portal-api';

/**
 * The key itself lives only in the (uncontrolled) password field and in the one request that
 * sends it: it is never put in React state and never logged.
 */
export function AddKeyDialog({ onSaved }: { onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [provider, setProvider] = useState<Provider>('openai');
  const [saving, setSaving] = useState(false);
  const needsBaseUrl = providerCatalogue[provider].needsBaseUrl;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setSaving(true);
    const result = await saveKey({
      provider,
      apiKey: String(data.get('apiKey') ?? '').trim(),
      baseUrl: needsBaseUrl ? String(data.get('baseUrl') ?? '').trim() : undefined,
      verify: data.get('verify') === 'on',
    });
    setSaving(false);
    if (!result.ok) {
      const detail = result.message;
      return toast.error('Error', {
        description: detail ? `Failed to save API key. ${detail}` : 'Failed to save API key.',
      });
    }
    form.reset();
    // A key whose models could not be listed still works: the picker offers the built-in list.
    const unlisted = result.data.models ? '' : ' Its models could not be listed, so the built-in list is offered.';
    toast.success('API Key Saved', { description: `Your API key has been securely stored.${unlisted}` });
    setOpen(false);
    onSaved();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" size="sm">
          <PlusIcon aria-hidden /> Add Key
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add API Key</DialogTitle>
          <DialogDescription>
            The key is encrypted on the server and never shown again; only its last 4 characters are displayed.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="space-y-4" autoComplete="off">
          <Select value={provider} onValueChange={(next) => isProvider(next) && setProvider(next)}>
            <Field id="key-provider" label="Provider">
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </Field>
            <SelectContent>
              {PROVIDERS.map((id) => (
                <SelectItem key={id} value={id}>
                  {providerCatalogue[id].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Field id="key-value" label="API Key">
            <Input
              name="apiKey"
              type="password"
              placeholder="Enter API key..."
              autoComplete="off"
              spellCheck={false}
              required
            />
          </Field>
          {needsBaseUrl && (
            <Field id="key-base-url" label="Base URL">
              <Input
                name="baseUrl"
                type="url"
                placeholder={providerCatalogue[provider].baseUrlExample ?? undefined}
                required
              />
            </Field>
          )}
          <CheckField id="key-verify" label="Verify with the provider">
            <input name="verify" type="checkbox" className="size-4 accent-primary" />
          </CheckField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Key'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
