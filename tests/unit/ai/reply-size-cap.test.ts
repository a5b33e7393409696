import { describe, expect, it } from 'vitest';
import { reachedReplyLimit, REPLY_LIMIT_BYTES } from '@/lib/ai/reply-size-cap';
import { replyBudget } from '@/lib/ai/reply-stream-budget';

// What the relay keeps of an endless reply made of `unit`: the budget cuts it at a character boundary.
function cutReply(unit: string): string {
  const budget = replyBudget();
  let kept = '';
  for (;;) {
    const { text, cut } = budget.take(unit.repeat(1000));
    kept += text;
    if (cut) return kept;
  }
}

describe('reachedReplyLimit: why a stored incomplete reply stopped', () => {
  it.each([
    ['ASCII', 'a'],
    ['2-byte characters', 'é'],
    ['3-byte characters', '€'],
    ['4-byte characters', '😀'],
    ['mixed widths', 'a€😀é'],
  ])('recognises a reply the relay cut at the limit (%s)', (_name, unit) => {
    expect(reachedReplyLimit(cutReply(unit))).toBe(true);
  });

  it('leaves a reply that stopped short of the limit (Stop, stall, cut connection) as plain incomplete', () => {
    expect(reachedReplyLimit('')).toBe(false);
    expect(reachedReplyLimit('a'.repeat(REPLY_LIMIT_BYTES - 4))).toBe(false);
    expect(reachedReplyLimit('€'.repeat(80_000))).toBe(false);
  });
});
