import { describe, expect, it } from 'vitest';
import { modelLabel } from '@/app/(admin)/ai-portal/_components/settings/model-label';
import { matchingEntries, pickerEntries } from '@/app/(admin)/ai-portal/_components/settings/picker-options';
import type { ListedModel, Provider } from '@/lib/ai/model-catalogue';

// Issue #41, point 3: the chat header's model picker and the model named under each reply.
const listed: Partial<Record<Provider, ListedModel[]>> = {
  openai: [
    { id: 'gpt-4o-mini', label: 'gpt-4o-mini' },
    { id: 'gpt-4o', label: 'gpt-4o' },
    { id: 'o3-mini', label: 'o3-mini' },
    { id: 'text-embedding-3-small', label: 'text-embedding-3-small' },
  ],
};
const listedFor = (provider: Provider) => listed[provider] ?? null;
const current = { provider: 'openai', model: 'gpt-4o-mini' } as const;

describe('the model picker', () => {
  it("offers every saved key's models (no embedding models), the current provider even without a key", () => {
    const entries = pickerEntries(current, ['anthropic'], listedFor, []);
    expect(entries.filter((e) => e.provider === 'openai').map((e) => e.label)).toEqual([
      'GPT-4o mini',
      'GPT-4o',
      'o3-mini',
    ]);
    // No list for the Anthropic key yet: the built-in one.
    expect(entries.filter((e) => e.provider === 'anthropic').map((e) => e.label)).toContain('Claude Haiku');
  });

  it('puts the models used last first, newest first, the rest in their order', () => {
    const entries = pickerEntries(current, ['anthropic'], listedFor, ['anthropic:claude-3-haiku', 'openai:o3-mini']);
    expect(entries.slice(0, 3).map((e) => e.label)).toEqual(['Claude Haiku', 'o3-mini', 'GPT-4o mini']);
  });

  it('finds models by any words of their name, id or provider', () => {
    const entries = pickerEntries(current, ['anthropic'], listedFor, []);
    expect(matchingEntries(entries, 'O3').map((e) => e.model)).toEqual(['o3-mini']);
    expect(matchingEntries(entries, 'anthropic haiku').map((e) => e.label)).toEqual(['Claude Haiku']);
    expect(matchingEntries(entries, '  ')).toHaveLength(entries.length);
    expect(matchingEntries(entries, 'nothing like it')).toEqual([]);
  });
});

describe("a reply's model", () => {
  it('reads as the catalogue names it, by its id or the id sent to the provider; else as the id', () => {
    expect(modelLabel('openai', 'gpt-4-turbo')).toBe('GPT-4 Turbo');
    expect(modelLabel('anthropic', 'claude-sonnet-4-5')).toBe('Claude Sonnet');
    expect(modelLabel('openai', 'o3-mini')).toBe('o3-mini');
    expect(modelLabel('retired-provider', 'old-model')).toBe('old-model');
  });
});
