import { providerCatalogue, type Provider } from '../models';

/**
 * Catalogue models that read text only. A model not named here is sent images: the catalogue's
 * other entries all read them, and a custom model of a compatible endpoint is the user's call
 * (its endpoint answers with its own error if it cannot).
 */
const TEXT_ONLY: Partial<Record<Provider, readonly string[]>> = {
  openai: ['gpt-3.5-turbo'],
  'openai-compatible': ['llama3.1', 'mistral', 'qwen2.5'],
};

/** Client-safe: the composer asks before sending, the server again before calling the provider. */
export function modelReadsImages(provider: Provider, modelId: string): boolean {
  return !TEXT_ONLY[provider]?.includes(modelId);
}

/** "GPT-3.5 Turbo cannot read images; pick another model or remove them." */
export function cannotReadImagesMessage(provider: Provider, modelId: string): string {
  const label = providerCatalogue[provider].models.find((model) => model.id === modelId)?.label ?? modelId;
  return `${label} cannot read images; pick another model or remove them.`;
}
