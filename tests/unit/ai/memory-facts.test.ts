import { describe, expect, it } from 'vitest';
import { factsFrom } from '@/lib/ai/memory-extract';
import { MEMORY_FACT_MAX } from '@/lib/ai/memory-prompt';

// Issue #41 point 8: only a JSON list of short facts becomes memories; anything else, nothing.
describe('the facts in a model answer', () => {
  it('takes a JSON list of short strings, also inside a code fence, trimmed, without repeats', () => {
    const answer = '```json\n["Alice keeps bees.", "  Lives in  Devon. ", "alice keeps bees"]\n```';
    expect(factsFrom(answer, [])).toEqual(['Alice keeps bees.', 'Lives in Devon.']);
  });

  it('drops facts already known, too short or too long (never cut), and keeps at most five', () => {
    const long = 'x'.repeat(MEMORY_FACT_MAX + 1);
    const many = ['Fact one.', 'Fact two.', 'Fact three.', 'Fact four.', 'Fact five.', 'Fact six.'];
    expect(factsFrom(JSON.stringify(['Known fact.', 'ok', long, ...many]), ['known fact'])).toEqual(many.slice(0, 5));
  });

  it('finds none in prose, a table, an object, a list of other things or broken JSON', () => {
    for (const answer of [
      'Here is your calendar.\n\n| Month | Task |\n| --- | --- |',
      '{"facts": ["Alice keeps bees."]}',
      '[1, 2, 3]',
      '["Alice keeps bees.", 7]',
      '["Alice keeps bees."',
      '[]',
    ])
      expect(factsFrom(answer, [])).toEqual([]);
  });
});
