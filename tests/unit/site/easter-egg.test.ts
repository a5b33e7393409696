import { describe, expect, it } from 'vitest';
import { countClick } from '@/components/site/easter-egg-events';

describe('easter egg click counter', () => {
  const clicksAt = (...times: number[]) => {
    const state = { count: 0, last: -Infinity };
    return times.map((t) => countClick(state, t));
  };

  it('fires on the third click when each follows the previous within 1000 ms', () => {
    expect(clicksAt(0, 1000, 2000)).toEqual([false, false, true]);
  });

  it('starts over after more than a second of inactivity', () => {
    expect(clicksAt(0, 500, 1501, 2000, 2400)).toEqual([false, false, false, false, true]);
  });

  it('starts over after firing', () => {
    expect(clicksAt(0, 1, 2, 3, 4, 5)).toEqual([false, false, true, false, false, true]);
  });
});
