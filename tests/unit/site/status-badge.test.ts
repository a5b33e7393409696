import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOL_STATUSES } from '@/lib/content/pages/home-technology';

// The badge colours live in app/globals.css, keyed by data-status (components/site/status-badge.tsx).
const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
const ruleOf = (selector: string) => {
  const at = css.indexOf(`${selector} {`);
  return at < 0 ? undefined : css.slice(at, css.indexOf('}', at));
};
const hue = (rule: string | undefined) => rule?.match(/\btext-([a-z]+)-\d/)?.[1];

describe('status badge colours', () => {
  it('gives each tool status its own colour, none of them the grey default', () => {
    const hues = TOOL_STATUSES.map((status) => hue(ruleOf(`.status-badge[data-status='${status}']`)));
    expect(hues.every(Boolean)).toBe(true);
    expect(new Set(hues).size).toBe(TOOL_STATUSES.length);
    expect(hues).not.toContain('zinc');
  });

  it('is grey for a status without its own rule', () => {
    expect(hue(ruleOf('.status-badge'))).toBe('zinc');
  });
});
