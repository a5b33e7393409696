import { describe, expect, it } from 'vitest';
import { costOf, formatCost, priceOf } from '@/lib/ai/pricing/cost';

describe('price of a model', () => {
  it('takes the built-in price by the API id the catalogue sends, dated snapshots included', () => {
    expect(priceOf('openai', 'gpt-4o-mini')).toEqual({ inputPerMillion: 0.15, outputPerMillion: 0.6 });
    expect(priceOf('openai', 'gpt-4o-2024-08-06')).toEqual(priceOf('openai', 'gpt-4o'));
    // The catalogue's 'claude-3-sonnet' is sent as claude-sonnet-4-5, and priced as that.
    expect(priceOf('anthropic', 'claude-3-sonnet')).toEqual({ inputPerMillion: 3, outputPerMillion: 15 });
    expect(priceOf('anthropic', 'claude-haiku-4-5-20251001')).toEqual({ inputPerMillion: 1, outputPerMillion: 5 });
  });

  it('knows the models released this year, told apart from the older ones of the same family', () => {
    expect(priceOf('anthropic', 'claude-opus-5-5')).toEqual({ inputPerMillion: 4, outputPerMillion: 20 });
    expect(priceOf('anthropic', 'claude-opus-5')).toEqual({ inputPerMillion: 5, outputPerMillion: 25 });
    expect(priceOf('openai', 'gpt-5.4')).toEqual({ inputPerMillion: 2.5, outputPerMillion: 15 });
    // Haiku 5.5's price depends on the prompt's size: one figure would be wrong for some replies.
    expect(priceOf('anthropic', 'claude-haiku-5-5')).toBeNull();
  });

  it('is null for a model it does not know, never a neighbour’s price', () => {
    expect(priceOf('openai', 'gpt-4o-mini-tts-preview')).toBeNull();
    expect(priceOf('openai', 'my-fine-tune')).toBeNull();
    expect(priceOf('anthropic', 'gpt-4o')).toBeNull();
    expect(priceOf(null, 'gpt-4o')).toBeNull();
    expect(priceOf('openai', null)).toBeNull();
    expect(priceOf('someone-else', 'gpt-4o')).toBeNull();
  });

  it('prices an OpenAI-compatible model only with the price the user set for it', () => {
    expect(priceOf('openai-compatible', 'gpt-4o')).toBeNull();
    const prices = [{ model: 'llama3.1', inputPerMillion: 0, outputPerMillion: 0 }];
    expect(priceOf('openai-compatible', 'llama3.1', prices)).toEqual({ inputPerMillion: 0, outputPerMillion: 0 });
    expect(priceOf('openai-compatible', 'mistral', prices)).toBeNull();
  });
});

describe('cost of tokens', () => {
  it('is tokens times the price per million, and null when the price is unknown', () => {
    const price = priceOf('openai', 'gpt-4o')!;
    expect(costOf({ inputTokens: 1_000_000, outputTokens: 100_000 }, price)).toBeCloseTo(3.5, 10);
    expect(costOf({ inputTokens: 1200, outputTokens: null }, price)).toBeCloseTo(0.003, 10);
    expect(costOf({ inputTokens: 1200, outputTokens: 300 }, null)).toBeNull();
  });

  it('reads as dollars, a fraction of a cent in two digits, and "cost unknown" without a price', () => {
    expect(formatCost(null)).toBe('cost unknown');
    expect(formatCost(0)).toBe('$0.00');
    expect(formatCost(0.000042)).toBe('$0.000042');
    expect(formatCost(0.0031)).toBe('$0.0031');
    expect(formatCost(3.5)).toBe('$3.50');
    expect(formatCost(1234.5)).toBe('$1,234.50');
  });
});
