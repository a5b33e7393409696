import type { z } from 'zod';
import { describePath, fieldMeta, labelAt, schemaAt, type Path } from './field-meta';
import { contentRegistry, isPageName, isSectionName } from './registry';

/**
 * The names the owner sees for pages and sections. The page tabs read these (one map, so a
 * page added to the registry needs one line here: a unit test checks every page has one).
 * "site" holds what every page shows (links, the name in the header), hence "Whole site".
 */
const PAGE_LABELS: Record<string, string> = {
  home: 'Home',
  about: 'About',
  portfolio: 'Portfolio',
  donate: 'Donate',
  contact: 'Contact',
  privacy: 'Privacy',
  site: 'Whole site',
};

/** A stored name the owner never typed, made readable: 'call_to_action' -> 'Call to action'. */
function sentenceCase(name: string): string {
  const words = name.replaceAll(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function pageLabel(pageName: string): string {
  return (Object.hasOwn(PAGE_LABELS, pageName) && PAGE_LABELS[pageName]) || sentenceCase(pageName);
}

export function pageHasLabel(pageName: string): boolean {
  return Object.hasOwn(PAGE_LABELS, pageName);
}

/** The schema of a section, or undefined for a row the registry does not know. */
export function sectionSchema(pageName: string, sectionName: string): z.ZodType | undefined {
  if (!isPageName(pageName) || !isSectionName(pageName, sectionName)) return undefined;
  const sections: Record<string, { schema: z.ZodType }> = contentRegistry[pageName];
  return sections[sectionName]?.schema;
}

/** A section's name in words: the label on its schema, else its stored name made readable. */
export function sectionLabel(pageName: string, sectionName: string): string {
  return fieldMeta(sectionSchema(pageName, sectionName)).label ?? sentenceCase(sectionName);
}

/** The label of one field of a section ("Headline", "Motto 2"), or its key made readable. */
export function fieldLabel(pageName: string, sectionName: string, path: Path): string {
  const schema = sectionSchema(pageName, sectionName);
  const last = path.at(-1);
  const fallback = typeof last === 'number' ? `Item ${last + 1}` : sentenceCase(String(last ?? sectionName));
  return (schema && labelAt(schema, path)) ?? fallback;
}

/** A field's one-line hint, if its schema has one. */
export function fieldHint(pageName: string, sectionName: string, path: Path): string | undefined {
  const schema = sectionSchema(pageName, sectionName);
  return schema && path.length > 0 ? fieldMeta(schemaAt(schema, path)).hint : undefined;
}

/** A whole path in words for a message ("Value 3 › Title"); the section's label for the root. */
export function fieldPathLabel(pageName: string, sectionName: string, path: Path): string {
  const schema = sectionSchema(pageName, sectionName);
  if (path.length === 0) return sectionLabel(pageName, sectionName);
  return schema ? describePath(schema, path) : path.map(String).join(' › ');
}

export type LabelledValue = { label: string; value: string };

/** A section's content as "label: text" lines (history shows a version this way, not as JSON). */
export function labelledValues(pageName: string, sectionName: string, content: unknown): LabelledValue[] {
  const lines: LabelledValue[] = [];
  const visit = (value: unknown, path: Array<string | number>) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    else {
      const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? '');
      lines.push({ label: fieldPathLabel(pageName, sectionName, path), value: text });
    }
  };
  visit(content, []);
  return lines;
}
