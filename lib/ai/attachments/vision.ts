import { providerCatalogue, type Provider } from '../model-catalogue';

/** Catalogue models of OpenAI and Anthropic that read text only; their other models read images. */
const TEXT_ONLY: Partial<Record<Provider, readonly string[]>> = {
  openai: ['gpt-3.5-turbo'],
};

/**
 * Client-safe: the composer asks before sending, the server again before calling the provider.
 * A model of an OpenAI-compatible endpoint reads images only when the user marked it "accepts
 * images" (`markedForImages`, their marks): what such an endpoint serves is known to them alone,
 * and the catalogue's own compatible models (Llama 3.1, Mistral, Qwen 2.5) read text only.
 */
export function modelReadsImages(
  provider: Provider,
  modelId: string,
  markedForImages: readonly string[] = [],
): boolean {
  if (provider === 'openai-compatible') return markedForImages.includes(modelId);
  return !TEXT_ONLY[provider]?.includes(modelId);
}

/**
 * "GPT-3.5 Turbo cannot read images; pick another model or remove them." A compatible
 * endpoint's model may read them after all: the message names the box that says so.
 */
export function cannotReadImagesMessage(provider: Provider, modelId: string): string {
  const label = providerCatalogue[provider].models.find((model) => model.id === modelId)?.label ?? modelId;
  if (provider === 'openai-compatible')
    return `${label} is not marked as reading images; tick "Accepts images" under the model in Model Settings if it does, or remove them.`;
  return `${label} cannot read images; pick another model or remove them.`;
}
