import {
  DEFAULT_MODEL,
  DEFAULT_PROVIDER,
  apiModelId,
  isProvider,
  providerCatalogue,
  type ListedModel,
  type Provider,
} from '@/lib/ai/model-catalogue';
import { modelIdProblem } from '@/lib/ai/model-id-check';

export type ModelSelection = { provider: Provider; model: string };

/** One entry of the model picker: `id` is what the session stores. */
export type PickerOption = { id: string; label: string };

export const defaultSelection: ModelSelection = { provider: DEFAULT_PROVIDER, model: DEFAULT_MODEL };

// Models endpoints list everything the key may call; these can never answer a chat.
const notForChat = /embed|whisper|tts|dall-e|moderation|transcribe/i;

/**
 * The picker's models: the key's listed models when its provider listed any (a listed id the
 * catalogue knows keeps the catalogue's id and label), else the catalogue; plus the current
 * model when it is neither (a custom id, or one the provider no longer lists).
 */
export function modelOptions({ provider, model }: ModelSelection, listed: ListedModel[] | null = null): PickerOption[] {
  const catalogue = providerCatalogue[provider].models;
  const options: PickerOption[] = listed
    ? listed
        .filter((entry) => !notForChat.test(entry.id))
        .map((entry) => {
          const known = catalogue.find((option) => option.apiId === entry.id);
          return known ? { id: known.id, label: known.label } : entry;
        })
    : catalogue.map(({ id, label }) => ({ id, label }));
  if (!model || options.some((option) => option.id === model)) return options;
  return [...options, { id: model, label: catalogue.find((option) => option.id === model)?.label ?? model }];
}

/** The model a provider starts on: its first catalogue model the key lists, else the first listed. */
export function defaultModelOf(provider: Provider, listed: ListedModel[] | null = null): string {
  const catalogue = providerCatalogue[provider].models;
  if (!listed) return catalogue[0]?.id ?? '';
  const known = catalogue.find((option) => listed.some((entry) => entry.id === option.apiId));
  return known?.id ?? modelOptions({ provider, model: '' }, listed)[0]?.id ?? catalogue[0]?.id ?? '';
}

/** A new provider starts on its default model: the old model id means nothing there. */
export function withProvider(provider: Provider, listed: ListedModel[] | null = null): ModelSelection {
  return { provider, model: defaultModelOf(provider, listed) };
}

/** A stored session's settings; an unknown provider (e.g. from an older version) falls back to the defaults. */
export function selectionOf(session: { provider: string; model: string }): ModelSelection {
  if (!isProvider(session.provider)) return defaultSelection;
  return { provider: session.provider, model: session.model || withProvider(session.provider).model };
}

/** The model is not among those the key's provider lists now (only known once it listed some). */
export function isRetired({ provider, model }: ModelSelection, listed: ListedModel[] | null): boolean {
  if (!listed || !model) return false;
  const sent = apiModelId(provider, model);
  return !listed.some((entry) => entry.id === sent);
}

/** What is wrong with a typed model id (the API's own rule, lib/ai/model-id-check), or null. */
export function customModelError(text: string): string | null {
  const id = text.trim();
  return id ? modelIdProblem(id) : 'Type a model id.';
}
