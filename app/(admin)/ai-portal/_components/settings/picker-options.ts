import type { ListedModel, Provider } from '@/lib/ai/model-catalogue';
import { modelOptions, type ModelSelection } from './model-selection';
import { providerName } from './model-label';
import { recentKeyOf } from './recent-models';

export type PickerEntry = ModelSelection & { label: string; providerLabel: string; key: string };

/**
 * Every model the chat header's picker offers: each saved key's provider with the models that key
 * lists (or the built-in list), the current model's provider even without a key; the models used
 * last come first, in the order they were used.
 */
export function pickerEntries(
  current: ModelSelection,
  keyProviders: readonly Provider[],
  listedFor: (provider: Provider) => ListedModel[] | null,
  recent: readonly string[],
): PickerEntry[] {
  const providers = [...new Set([current.provider, ...keyProviders])];
  const all = providers.flatMap((provider) =>
    modelOptions({ provider, model: provider === current.provider ? current.model : '' }, listedFor(provider)).map(
      (option) => ({
        provider,
        model: option.id,
        label: option.label,
        providerLabel: providerName(provider),
        key: recentKeyOf({ provider, model: option.id }),
      }),
    ),
  );
  const rank = (entry: PickerEntry) => {
    const at = recent.indexOf(entry.key);
    return at === -1 ? recent.length : at;
  };
  // A stable sort: models not used lately keep their provider's order.
  return [...all].sort((a, b) => rank(a) - rank(b));
}

/** Entries whose name, id or provider contain every word typed. */
export function matchingEntries(entries: readonly PickerEntry[], query: string): PickerEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const text = `${entry.label} ${entry.model} ${entry.providerLabel}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
