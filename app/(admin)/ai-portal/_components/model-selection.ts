import {
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_MODEL,
  DEFAULT_PROVIDER,
  isProvider,
  providerCatalogue,
  type ModelOption,
  type Provider,
} from '@/lib/ai/models';

export type ModelSelection = { provider: Provider; model: string };

export const defaultSelection: ModelSelection = { provider: DEFAULT_PROVIDER, model: DEFAULT_MODEL };

/** A new provider starts on its first model: the old model id means nothing there. */
export function withProvider(provider: Provider): ModelSelection {
  return { provider, model: providerCatalogue[provider].models[0]?.id ?? '' };
}

/** A stored session's settings; an unknown provider (e.g. from an older version) falls back to the defaults. */
export function selectionOf(session: { provider: string; model: string }): ModelSelection {
  if (!isProvider(session.provider)) return defaultSelection;
  return { provider: session.provider, model: session.model || withProvider(session.provider).model };
}

/** The catalogue's models, plus the current one when it is a custom id (openai-compatible endpoints). */
export function modelOptions({ provider, model }: ModelSelection): ModelOption[] {
  const models = providerCatalogue[provider].models;
  if (!model || models.some((option) => option.id === model)) return models;
  return [...models, { id: model, label: model, apiId: model, contextTokens: DEFAULT_CONTEXT_TOKENS }];
}
