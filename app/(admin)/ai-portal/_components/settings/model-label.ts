import { isProvider, providerCatalogue } from '@/lib/ai/model-catalogue';

/**
 * A model's name as people read it: the catalogue's label for the ids it knows ("GPT-4 Turbo"),
 * else the id as the provider lists it ("o3-mini"). Works for stored replies of any age.
 */
export function modelLabel(provider: string, model: string): string {
  if (!isProvider(provider)) return model;
  const known = providerCatalogue[provider].models.find((option) => option.id === model || option.apiId === model);
  return known?.label ?? model;
}

/** The provider's short name ("OpenAI"), or the stored id for one this version does not know. */
export function providerName(provider: string): string {
  return isProvider(provider) ? providerCatalogue[provider].shortLabel : provider;
}
