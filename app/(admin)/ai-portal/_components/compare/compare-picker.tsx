'use client';

import { ChevronDownIcon, ColumnsIcon } from 'lucide-react';
import { useState } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { Button } from '@/components/ui/button';
import { COMPARE_MAX, COMPARE_MIN, type CompareTarget } from '@/lib/ai/compare/compare-events';
import type { ApiKeySummary } from '@/lib/data/port';
import { providerLabel } from '../settings/key-format';
import { modelOptions } from '../settings/model-selection';
import { cn } from '@/lib/utils';

type Props = {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** The user's saved keys with the models each lists, as Model Settings shows them. */
  keys: ApiKeySummary[];
  ticked: CompareTarget[];
  onToggle: (target: CompareTarget) => void;
  /** A Compare turn is being sent: the choice holds until it ends. */
  busy: boolean;
};

/**
 * The Compare toggle and, while it is on, the models the next message goes to (2 or 3, from any key).
 * On a phone Compare is switched on from the chat's menu: the row shows only while it is on.
 */
export function ComparePicker({ enabled, onEnabledChange, keys, ticked, onToggle, busy }: Props) {
  // On a phone the list folds once enough models are ticked, so it does not sit over the replies.
  const [unfolded, setUnfolded] = useState(false);
  const folded = ticked.length >= COMPARE_MIN && !unfolded;
  const isTicked = (target: CompareTarget) =>
    ticked.some((t) => t.provider === target.provider && t.model === target.model);
  return (
    <div className={cn('flex flex-col gap-2', !enabled && 'max-sm:hidden')}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant={enabled ? 'default' : 'outline'}
          aria-pressed={enabled}
          disabled={busy}
          onClick={() => onEnabledChange(!enabled)}
        >
          <ColumnsIcon aria-hidden /> Compare
        </Button>
        {enabled && (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {ticked.length < COMPARE_MIN
              ? `Tick ${COMPARE_MIN} or ${COMPARE_MAX} models; your message goes to each.`
              : `${ticked.length} models ticked: your message goes to each.`}
          </p>
        )}
        {enabled && ticked.length >= COMPARE_MIN && keys.length > 0 && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded={!folded}
            aria-controls="compare-models"
            onClick={() => setUnfolded(folded)}
            className="sm:hidden"
          >
            <ChevronDownIcon aria-hidden className={folded ? undefined : 'rotate-180'} />
            {folded ? 'Change models' : 'Done'}
          </Button>
        )}
      </div>
      {enabled &&
        (keys.length === 0 ? (
          <p className="text-xs text-muted-foreground">Add an API key in Settings to compare models.</p>
        ) : (
          <fieldset
            id="compare-models"
            disabled={busy}
            className={cn(
              'grid max-h-40 gap-3 overflow-y-auto overscroll-contain rounded-md border p-3 sm:max-h-48 sm:grid-cols-2 xl:grid-cols-3',
              folded && 'max-sm:hidden',
            )}
          >
            <legend className="sr-only">Models to compare</legend>
            {keys.map((key) => (
              <div key={key.id} className="flex min-w-0 flex-col gap-1">
                <p className="text-xs font-medium">{providerLabel(key.provider)}</p>
                {modelOptions({ provider: key.provider, model: '' }, key.models).map((option) => {
                  const target = { provider: key.provider, model: option.id };
                  const on = isTicked(target);
                  return (
                    <CheckField
                      key={option.id}
                      label={<span className="truncate">{option.label}</span>}
                      className="min-w-0"
                    >
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={!on && ticked.length >= COMPARE_MAX}
                        onChange={() => onToggle(target)}
                        className="size-4 shrink-0 accent-primary"
                      />
                    </CheckField>
                  );
                })}
              </div>
            ))}
          </fieldset>
        ))}
    </div>
  );
}
