import { describe, expect, it } from 'vitest';
import { checkJsonShape } from '@/lib/chat-import/json-shape';

describe('an import is counted before it is built', () => {
  const limits = { values: 10, depth: 3 };

  it('takes JSON within the limits', () => {
    expect(() => checkJsonShape('[{"a":1,"b":[true,null]},"x"]', limits)).not.toThrow();
  });

  it('refuses more values than allowed, in words', () => {
    expect(() => checkJsonShape(`[${'{},'.repeat(10)}{}]`, limits)).toThrow(
      'This file is too large or too complex to read: it holds more than 10 values, more than a chat export has.',
    );
  });

  it('refuses nesting deeper than allowed', () => {
    expect(() => checkJsonShape('[[[[1]]]]', limits)).toThrow(/it nests more than 3 levels deep/);
  });

  it('leaves broken JSON to the parser, which says so in its own words', () => {
    expect(() => checkJsonShape('[{"a":', limits)).not.toThrow();
    expect(() => checkJsonShape('{"a" 1}', limits)).not.toThrow();
  });
});
