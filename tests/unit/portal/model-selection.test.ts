import { describe, expect, it } from 'vitest';
import {
  customModelError,
  defaultSelection,
  isRetired,
  modelOptions,
  selectionOf,
  withProvider,
} from '@/app/(admin)/ai-portal/_components/settings/model-selection';
import { providerCatalogue } from '@/lib/ai/model-catalogue';

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
    expect(custom.at(-1)).toEqual({ id: 'phi3', label: 'phi3' });
    expect(custom).toHaveLength(providerCatalogue['openai-compatible'].models.length + 1);
  });
});

describe('model selection with a listed key', () => {
  const listed = [
    { id: 'gpt-4o', label: 'gpt-4o' },
    { id: 'ft:gpt-4o:acme', label: 'ft:gpt-4o:acme' },
    { id: 'text-embedding-3-small', label: 'text-embedding-3-small' },
  ];
  const anthropic = [
    { id: 'claude-sonnet-4-5', label: 'Claude Sonnet 4.5' },
    { id: 'claude-x', label: 'Claude X' },
  ];

  it('offers the listed chat models, with catalogue ids and labels for the ones it knows', () => {
    expect(modelOptions({ provider: 'openai', model: 'gpt-4o' }, listed)).toEqual([
      { id: 'gpt-4o', label: 'GPT-4o' },
      { id: 'ft:gpt-4o:acme', label: 'ft:gpt-4o:acme' },
    ]);
    expect(modelOptions({ provider: 'anthropic', model: 'claude-3-opus' }, anthropic)).toEqual([
      { id: 'claude-3-sonnet', label: 'Claude Sonnet' },
      { id: 'claude-x', label: 'Claude X' },
      { id: 'claude-3-opus', label: 'Claude Opus' },
    ]);
  });

  it('starts a provider on its first catalogue model the key lists, else the first listed', () => {
    expect(withProvider('anthropic', anthropic)).toEqual({ provider: 'anthropic', model: 'claude-3-sonnet' });
    expect(withProvider('openai-compatible', [{ id: 'phi3', label: 'phi3' }]).model).toBe('phi3');
  });

  it('calls a model retired only when a list is known and lacks the id sent to the provider', () => {
    expect(isRetired({ provider: 'anthropic', model: 'claude-3-sonnet' }, anthropic)).toBe(false);
    expect(isRetired({ provider: 'anthropic', model: 'claude-3-opus' }, anthropic)).toBe(true);
    expect(isRetired({ provider: 'anthropic', model: 'claude-3-opus' }, null)).toBe(false);
  });

  it('checks a typed model id', () => {
    expect(customModelError('  my-model ')).toBeNull();
    expect(customModelError('   ')).toBe('Type a model id.');
    expect(customModelError('x'.repeat(101))).toBe('The model id is too long (at most 100 characters).');
    expect(customModelError('a\u0000b')).toBe('The model id contains a control character.');
  });
});
