import { describe, expect, it } from 'vitest';
import { keyLabel, monthlyTokensByProvider, usageTotals, type PricedUsageRow } from '@/lib/ai/usage/usage-view';

const row = (over: Partial<PricedUsageRow>): PricedUsageRow => ({
  month: '2026-11',
  apiKeyId: 'k1',
  keyHint: 'abcd',
  provider: 'openai',
  model: 'gpt-4o',
  replies: 1,
  inputTokens: 10,
  outputTokens: 5,
  costUsd: 0.5,
  ...over,
});

describe('usage view sums', () => {
  it('total the rows, leaving unpriced ones out of the cost and counting them', () => {
    expect(usageTotals([row({}), row({ replies: 2, inputTokens: 1, outputTokens: 1, costUsd: null })])).toEqual({
      replies: 3,
      inputTokens: 11,
      outputTokens: 6,
      costUsd: 0.5,
      unpricedRows: 1,
    });
  });

  it('give every month of the window a bar of tokens per provider, zero where nothing was used', () => {
    const report = {
      months: ['2026-10', '2026-11'],
      pricesAsOf: '2026-11-25',
      rows: [row({}), row({ provider: 'anthropic', inputTokens: 100, outputTokens: 1 }), row({ model: 'gpt-4o-mini' })],
    };
    expect(monthlyTokensByProvider(report)).toEqual({
      providers: ['anthropic', 'openai'],
      months: [
        { month: '2026-10', anthropic: 0, openai: 0 },
        { month: '2026-11', anthropic: 101, openai: 30 },
      ],
    });
  });

  it('name a key by its last characters, or as deleted', () => {
    expect(keyLabel(row({}))).toBe('••••abcd');
    expect(keyLabel(row({ apiKeyId: null, keyHint: null }))).toBe('deleted key');
  });
});
