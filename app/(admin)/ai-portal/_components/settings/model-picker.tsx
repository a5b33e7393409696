'use client';

import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { ListedModel, Provider } from '@/lib/ai/model-catalogue';
import { cn } from '@/lib/utils';
import { modelLabel, providerName } from './model-label';
import type { ModelSelection } from './model-selection';
import { matchingEntries, pickerEntries, type PickerEntry } from './picker-options';

type Props = {
  value: ModelSelection;
  onChange: (next: ModelSelection) => void;
  /** The providers of the user's saved keys. */
  keyProviders: readonly Provider[];
  listedFor: (provider: Provider) => ListedModel[] | null;
  /** "provider:model" of the models used last, newest first. */
  recent: readonly string[];
  disabled?: boolean;
};

/**
 * The chat header's model: names the model the next reply comes from, and changes it through a
 * searchable list of the saved keys' models, the ones used last at the top. Typing a custom id
 * and refreshing a key's list stay in Model Settings.
 */
export function ModelPicker({ value, onChange, keyProviders, listedFor, recent, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const label = modelLabel(value.provider, value.model);
  const shown = open ? matchingEntries(pickerEntries(value, keyProviders, listedFor, recent), query) : [];
  const pick = (entry: PickerEntry) => {
    setOpen(false);
    if (entry.provider !== value.provider || entry.model !== value.model)
      onChange({ provider: entry.provider, model: entry.model });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setQuery('');
        setOpen(next);
      }}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-label={`Model: ${label} (${providerName(value.provider)}). Change the model`}
        title="The model the next reply comes from"
        className="max-w-48 min-w-0 font-mono max-sm:max-w-36"
        onClick={() => setOpen(true)}
      >
        <span className="truncate">{label}</span>
        <ChevronDownIcon aria-hidden />
      </Button>
      <DialogContent className="gap-3 sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Choose a model</DialogTitle>
          <DialogDescription>The next reply of this chat comes from the model chosen.</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label="Search models"
          placeholder="Search models"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter takes the first match, so typing a few letters and Enter is enough.
            if (event.key === 'Enter' && shown[0]) {
              event.preventDefault();
              pick(shown[0]);
            }
          }}
        />
        {shown.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">
            No model matches. A custom model id goes in Model Settings.
          </p>
        ) : (
          <ul role="listbox" aria-label="Models" className="max-h-80 space-y-0.5 overflow-y-auto">
            {shown.map((entry) => {
              const current = entry.provider === value.provider && entry.model === value.model;
              return (
                <li key={entry.key} role="presentation">
                  <button
                    type="button"
                    role="option"
                    aria-selected={current}
                    onClick={() => pick(entry)}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      current && 'bg-accent',
                    )}
                  >
                    <span className="min-w-0 flex-1 truncate">{entry.label}</span>
                    <span className="text-xs text-muted-foreground">{entry.providerLabel}</span>
                    <CheckIcon aria-hidden className={cn('size-4', !current && 'invisible')} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
