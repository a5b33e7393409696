import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, resolveIcon } from '@/components/site/icon';
import { ICON_NAMES } from '@/lib/content/icons';

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

describe('resolveIcon', () => {
  it.each(ICON_NAMES)('maps %s to the lucide icon of that name', (name) => {
    expect(resolveIcon(name).displayName).toBe(pascal(name));
  });

  it('falls back for an unknown name', () => {
    expect(resolveIcon('no-such-icon')).toBe(FALLBACK_ICON);
  });
});
