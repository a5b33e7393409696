/**
 * The provider ids api_keys.provider accepts (its check constraint in the migrations lists the
 * same ones) and the shape of a model a provider lists for a key (api_keys.model_list). They sit
 * in the data layer, below lib/ai, so that the data port names them without importing upward;
 * the provider registry (lib/ai/model-catalogue) builds on them and re-exports them. No 'server-only':
 * the portal's forms use them too.
 */
export const PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** A model as a provider's models endpoint lists it: the API id, and the provider's name for it. */
export type ListedModel = { id: string; label: string };

export function isProvider(value: string): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value);
}
