import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMeta } from '@/lib/content/field-meta';
import { pageHasLabel, pageLabel, sectionLabel } from '@/lib/content/labels';
import { contentRegistry, getSectionDefaults, pageNames, parseSection, sectionNames } from '@/lib/content/registry';

// The editor names every field in the owner's words, read from the schema's .meta(). This walks
// every field of every section of the registry, pages added later included, so a new field
// without a label (or with a key for one) fails here rather than on the owner's screen.

/** Words a person would write, not a key: no camelCase, snake_case, dots, "item 1", lower-case key. */
function machineLike(label: string): string | null {
  // A word that starts small and has a capital inside; brand names (TaskPilot, LinkedIn) start capital.
  if (/\b[a-z]+[A-Z]/.test(label)) return 'camelCase';
  if (/_/.test(label)) return 'snake_case';
  if (/\w\.\w/.test(label)) return 'dotted';
  if (/\bitem \d/i.test(label)) return '"item N"';
  if (!/^[A-Z0-9]/.test(label)) return 'starts in lower case, like a key';
  return null;
}

type Problem = string;

function unwrap(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault
    ? unwrap(schema.unwrap() as z.ZodType)
    : schema;
}

function checkLabel(where: string, key: string, label: string | undefined, problems: Problem[]) {
  if (!label) return problems.push(`${where}: no label`);
  if (label === key) return problems.push(`${where}: the label is the key "${key}"`);
  const why = machineLike(label);
  if (why) problems.push(`${where}: "${label}" looks like a machine key (${why})`);
}

/** Every key of an object schema must be labelled; lists also name their items; nested objects too. */
function walk(schema: z.ZodType, where: string, problems: Problem[]) {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const meta = fieldMeta(child);
      checkLabel(`${where}.${key}`, key, meta.label, problems);
      const list = unwrap(child);
      if (list instanceof z.ZodArray) {
        checkLabel(`${where}.${key} (its items)`, key, meta.itemLabel, problems);
        walk(list.element as z.ZodType, `${where}.${key}[]`, problems);
      } else walk(child, `${where}.${key}`, problems);
    }
  }
}

describe('labels in the owner’s words', () => {
  it('every field of every section has a label that is not a machine key', () => {
    const problems: Problem[] = [];
    let fields = 0;
    for (const page of pageNames) {
      const sections: Record<string, { schema: z.ZodType }> = contentRegistry[page];
      for (const section of sectionNames(page)) {
        walk(sections[section]!.schema, `${page}/${section}`, problems);
        fields += Object.keys((unwrap(sections[section]!.schema) as z.ZodObject).shape).length;
      }
    }
    expect(fields).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('every page has a tab name, and every section a name in words', () => {
    for (const page of pageNames) {
      expect(pageHasLabel(page), `tab name for "${page}"`).toBe(true);
      expect(machineLike(pageLabel(page))).toBeNull();
      for (const section of sectionNames(page)) expect(machineLike(sectionLabel(page, section))).toBeNull();
    }
    expect(pageLabel('site')).toBe('Whole site');
    expect(sectionLabel('home', 'seo')).toBe('Search & sharing');
  });

  it('the checker itself catches keys', () => {
    for (const key of ['mottos item 1', 'taskpilotButton', 'tech_consult_subject', 'values.2.title', 'heading'])
      expect(machineLike(key), key).not.toBeNull();
    expect(machineLike('Motto 1')).toBeNull();
  });

  it('a validation message names the field by its label, not by its path', () => {
    const content = getSectionDefaults('home', 'core_values');
    content.values[2]!.title = '';
    const result = parseSection('home', 'core_values', content);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe('Value 3 › Title: Required');
    expect(result.error.message).not.toContain('values.2');
    // The path stays in the issues: the form shows each message at its field.
    expect(result.error.issues).toEqual([{ path: 'values.2.title', message: 'Required' }]);
  });
});
