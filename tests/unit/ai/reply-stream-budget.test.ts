import { describe, expect, it } from 'vitest';
import { REPLY_LIMIT_BYTES, replyBudget } from '@/lib/ai/reply-stream-budget';
import { toStorableText } from '@/lib/validation';

const bytes = (text: string) => Buffer.byteLength(text);

describe('replyBudget', () => {
  it('is 256 KB', () => {
    expect(REPLY_LIMIT_BYTES).toBe(262_144);
  });

  it('passes pieces whole while they fit, and a piece that ends exactly at the limit is no cut', () => {
    const budget = replyBudget(10);
    expect(budget.take('abcd')).toEqual({ text: 'abcd', cut: false });
    expect(budget.take('efghij')).toEqual({ text: 'efghij', cut: false });
    // Nothing is left out until text past the limit arrives.
    expect(budget.take('')).toEqual({ text: '', cut: false });
    expect(budget.take('k')).toEqual({ text: '', cut: true });
  });

  it.each([
    ['é (2 bytes)', 'é'],
    ['日 (3 bytes)', '日'],
    ['🙂 (4 bytes, a surrogate pair)', '🙂'],
  ])('never splits %s: the character that does not fit is left out whole', (_, char) => {
    for (let limit = 1; limit <= 12; limit++) {
      const { text, cut } = replyBudget(limit).take(`ab${char.repeat(8)}`);
      expect(cut).toBe(true);
      expect(text.isWellFormed()).toBe(true);
      expect(bytes(text)).toBeLessThanOrEqual(limit);
      expect(bytes(text)).toBeGreaterThan(limit - bytes(char));
    }
  });

  it('counts text as it will be stored: a NUL or a lone surrogate becomes U+FFFD (3 bytes)', () => {
    const budget = replyBudget(8);
    const { text, cut } = budget.take('a\u0000b\uD800cdef');
    expect(cut).toBe(true);
    expect(text).toBe('a\u0000b\uD800');
    expect(bytes(toStorableText(text))).toBe(8);
  });

  it('keeps the stored form within the limit whatever the pieces', () => {
    const pieces = ['x\u0000', '\uD83D', '\uDE42 日本', 'é'.repeat(50), '🙂'.repeat(50)];
    const budget = replyBudget(100);
    let kept = '';
    for (const piece of pieces) kept += budget.take(piece).text;
    expect(bytes(toStorableText(kept))).toBeLessThanOrEqual(100);
    expect(bytes(toStorableText(kept))).toBeGreaterThan(96);
  });
});
