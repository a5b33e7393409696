'use client';

import { Button } from '@/components/ui/button';
import { providerCatalogue, type Provider } from '@/lib/ai/model-catalogue';
import type { PickerOption } from './model-selection';

type Props = {
  provider: Provider;
  /** The session's model as the picker shows it. */
  current: PickerOption;
  replacement: PickerOption;
  onSwitch: () => void;
  onKeep: () => void;
};

/** A session whose model its provider no longer lists: say so quietly, and offer the one-click way out. */
export function RetiredModelNotice({ provider, current, replacement, onSwitch, onKeep }: Props) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm">
      <p className="min-w-0 flex-1 text-muted-foreground">
        <span className="font-mono text-foreground">{current.label}</span> is no longer offered by your{' '}
        {providerCatalogue[provider].shortLabel} key.
      </p>
      <Button type="button" size="sm" onClick={onSwitch}>
        Switch to {replacement.label}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onKeep}>
        Keep it
      </Button>
    </div>
  );
}
