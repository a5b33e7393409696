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

describe('badge colour classes', () => {
  it('set a border, a background and a text colour', () => {
    for (const { color, values } of mappings) {
      for (const value of values) expect(color(value)).toMatch(/^border-\S+ bg-\S+ text-\S+$/);
    }
  });
});
