import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_BADGE,
  educationTypeColor,
  experienceStatusColor,
  skillPriorityColor,
} from '@/components/site/sections/portfolio/badge-colors';
import { EDUCATION_TYPES, EXPERIENCE_STATUSES } from '@/lib/content/pages/portfolio-history';
import { SKILL_PRIORITIES } from '@/lib/content/pages/portfolio-resume';

const mappings = [
  { name: 'skill priority', color: skillPriorityColor, values: SKILL_PRIORITIES },
  { name: 'experience status', color: experienceStatusColor, values: EXPERIENCE_STATUSES },
  { name: 'education type', color: educationTypeColor, values: EDUCATION_TYPES },
];

describe.each(mappings)('$name badge colours', ({ color, values }) => {
  it('gives every value its own colour, none of them the fallback grey', () => {
    const colors = values.map((value) => color(value));
    expect(new Set(colors).size).toBe(values.length);
    for (const c of colors) expect(c).not.toBe(UNKNOWN_BADGE);
  });

  it('falls back to grey for an unknown value, including prototype names and other casing', () => {
    for (const unknown of ['', 'RETIRED', 'constructor', 'toString', '__proto__', values[0]!.toLowerCase()]) {
      expect(color(unknown)).toBe(UNKNOWN_BADGE);
    }
  });
});

// The colours are component classes (one short name on each label, sent in the HTML and the RSC payload).
const css = fs.readFileSync(path.join(process.cwd(), 'app/blocks-pages.css'), 'utf8');
const ruleOf = (name: string) => {
  const at = css.indexOf(`.${name} {`);
  return at < 0 ? undefined : css.slice(at, css.indexOf('}', at));
};

describe('badge colour classes', () => {
  it('set a border, a background and a text colour', () => {
    for (const { color, values } of mappings) {
      for (const value of [...values, 'unknown']) {
        expect(ruleOf(color(value))).toMatch(/@apply border-\S+ bg-\S+ text-\S+;/);
      }
    }
  });
});
