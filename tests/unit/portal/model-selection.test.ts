import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  modelOptions,
  selectionOf,
  withProvider,
} from '@/app/(admin)/ai-portal/_components/model-selection';
import { providerCatalogue } from '@/lib/ai/models';

describe('model selection', () => {
  it('defaults to openai / gpt-4o-mini', () => {
    expect(defaultSelection).toEqual({ provider: 'openai', model: 'gpt-4o-mini' });
  });

  it("resets the model to the new provider's first model", () => {
    expect(withProvider('anthropic')).toEqual({ provider: 'anthropic', model: 'claude-3-opus' });
    expect(withProvider('openai')).toEqual({ provider: 'openai', model: 'gpt-4o' });
    expect(withProvider('openai-compatible').model).toBe(providerCatalogue['openai-compatible'].models[0]!.id);
  });

  it("takes a session's stored settings, falling back to the defaults for an unknown provider", () => {
    expect(selectionOf({ provider: 'anthropic', model: 'claude-3-haiku' })).toEqual({
      provider: 'anthropic',
      model: 'claude-3-haiku',
    });
    expect(selectionOf({ provider: 'gemini', model: 'x' })).toEqual(defaultSelection);
    expect(selectionOf({ provider: 'anthropic', model: '' })).toEqual(withProvider('anthropic'));
  });

  it("offers the provider's models, plus a custom model a session already uses", () => {
    expect(modelOptions({ provider: 'openai', model: 'gpt-4o' }).map((m) => m.id)).toEqual([
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4-turbo',
      'gpt-3.5-turbo',
    ]);
    const custom = modelOptions({ provider: 'openai-compatible', model: 'phi3' });
    expect(custom.at(-1)).toEqual({ id: 'phi3', label: 'phi3', apiId: 'phi3', contextTokens: 8192 });
    expect(custom).toHaveLength(providerCatalogue['openai-compatible'].models.length + 1);
  });
});
