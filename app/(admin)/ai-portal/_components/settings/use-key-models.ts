import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ListedModel, Provider } from '@/lib/ai/model-catalogue';
import type { ApiKeySummary } from '@/lib/data/port';
import { providerLabel } from './key-format';
import type { ModelListingPause } from '@/lib/ai/model-listing-pause';
import { listKeysAndListing, refreshKeyModels } from '../portal-api';

/**
 * The user's keys with the models each one's provider listed, for the model picker and the
 * retired-model notice. Keys failing to load leave the catalogue in use (the Settings tab says why).
 */
export function useKeyModels() {
  const [keys, setKeys] = useState<ApiKeySummary[]>([]);
  const [refreshing, setRefreshing] = useState(false);
  const [listingPause, setListingPause] = useState<ModelListingPause | null>(null);

  const reload = useCallback(
    () =>
      listKeysAndListing().then((result) => {
        if (!result.ok) return console.error('Failed to load API keys', result.message);
        setKeys(result.data.keys);
        setListingPause(result.data.modelListing);
      }),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  const keyOf = useCallback((provider: Provider) => keys.find((key) => key.provider === provider) ?? null, [keys]);
  const listedFor = useCallback((provider: Provider): ListedModel[] | null => keyOf(provider)?.models ?? null, [keyOf]);

  const refresh = useCallback(
    async (provider: Provider) => {
      const key = keyOf(provider);
      if (!key) return;
      setRefreshing(true);
      const result = await refreshKeyModels(key.id);
      setRefreshing(false);
      if (!result.ok)
        return toast.error('Error', {
          description: `Failed to refresh the models. ${result.message || 'The saved list is kept.'}`,
        });
      const { models, fetchedAt } = result.data;
      setKeys((list) => list.map((k) => (k.id === key.id ? { ...k, models, modelsFetchedAt: fetchedAt } : k)));
      const count = models?.length ?? 0;
      toast.success('Models refreshed', {
        description: `Your ${providerLabel(provider)} key lists ${count} model${count === 1 ? '' : 's'}.`,
      });
    },
    [keyOf],
  );

  return { keys, reload, keyOf, listedFor, refresh, refreshing, listingPause };
}
