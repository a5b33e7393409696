import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUS_CLASS, statusBadgeClass } from '@/components/site/status-badge';
import { TOOL_STATUSES } from '@/lib/content/pages/home-technology';

const hue = (classes: string) => classes.match(/\btext-([a-z]+)-/)?.[1];

describe('statusBadgeClass', () => {
  it('gives each tool status its own colour, none of them the grey default', () => {
    const hues = TOOL_STATUSES.map((status) => hue(statusBadgeClass(status)));
    expect(hues.every(Boolean)).toBe(true);
    expect(new Set(hues).size).toBe(TOOL_STATUSES.length);
    expect(hues).not.toContain(hue(DEFAULT_STATUS_CLASS));
  });

  it.each(['RETIRED', 'primary', '', 'constructor', 'toString'])('falls back to grey for %j', (status) => {
    expect(statusBadgeClass(status)).toBe(DEFAULT_STATUS_CLASS);
    expect(hue(DEFAULT_STATUS_CLASS)).toBe('zinc');
  });
});
