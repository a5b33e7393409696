import { describe, expect, it } from 'vitest';
import { isMobileDevice, MOBILE_BREAKPOINT_PX, NARROW_QUERY } from '@/lib/device';

describe('isMobileDevice', () => {
  it.each([360, 390, 767])('is mobile with a coarse pointer at %i px', (width) => {
    expect(isMobileDevice({ coarsePointer: true, width })).toBe(true);
  });

  it.each([768, 1024, 1440])('is not mobile with a coarse pointer at %i px (tablet, touch laptop)', (width) => {
    expect(isMobileDevice({ coarsePointer: true, width })).toBe(false);
  });

  it.each([360, 767, 1280])('is not mobile with a fine pointer at %i px (narrow desktop window)', (width) => {
    expect(isMobileDevice({ coarsePointer: false, width })).toBe(false);
  });

  it('uses the 768 px breakpoint of the spec, in the media query as well', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(NARROW_QUERY).toBe('(max-width: 767px)');
  });
});
