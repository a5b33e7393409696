// First: configures zod before any schema below is built (see the module).
import '@/lib/zod-jitless';
import type { z } from 'zod';
import { describePath } from './field-meta';
import { aboutSections } from './pages/about';
import { contactSections } from './pages/contact';
import { donateSections } from './pages/donate';
import { homeSections } from './pages/home';
import { portfolioSections } from './pages/portfolio';
import { privacySections } from './pages/privacy';
import { siteSections } from './pages/site';

/**
 * Every editable block of the public site: page_content(page_name,
 * section_name, content) rows map to contentRegistry[page_name][section_name].
 * Key order is meaningful: pages home, about, portfolio, donate, contact, privacy, site; sections
 * in page order. listDefaultSections() and the dashboard follow it.
 */
export const contentRegistry = {
  home: homeSections,
  about: aboutSections,
  portfolio: portfolioSections,
  donate: donateSections,
  contact: contactSections,
  privacy: privacySections,
  site: siteSections,
} as const;

export type ContentRegistry = typeof contentRegistry;
export type PageName = keyof ContentRegistry;
export type SectionName<P extends PageName> = Extract<keyof ContentRegistry[P], string>;
export type SectionSchema<P extends PageName, S extends SectionName<P>> = ContentRegistry[P][S] extends {
  schema: infer T extends z.ZodType;
}
  ? T
  : never;
export type SectionContent<P extends PageName, S extends SectionName<P>> = z.infer<SectionSchema<P, S>>;

/** Union of every section's content type. */
export type AnySectionContent = {
  [P in PageName]: { [S in SectionName<P>]: SectionContent<P, S> }[SectionName<P>];
}[PageName];

export interface ContentIssue {
  /** dotted path inside the content, e.g. "values.2.title" ("" for the root): where the form shows it */
  path: string;
  message: string;
}
export interface ContentError {
  message: string;
  issues: ContentIssue[];
}
export type ParseSectionResult<T> = { ok: true; content: T } | { ok: false; error: ContentError };

export interface DefaultSectionRow {
  page_name: PageName;
  section_name: string;
  content: AnySectionContent;
}

interface RegistryEntry {
  schema: z.ZodType;
  defaults: unknown;
}

export const pageNames = Object.keys(contentRegistry) as PageName[];

export function isPageName(value: string): value is PageName {
  return Object.hasOwn(contentRegistry, value);
}

export function isSectionName<P extends PageName>(page: P, value: string): value is SectionName<P> {
  return Object.hasOwn(contentRegistry[page], value);
}

/** Section names of a page in declaration order. */
export function sectionNames<P extends PageName>(page: P): SectionName<P>[] {
  return Object.keys(contentRegistry[page]) as SectionName<P>[];
}

function lookup(page: string, section: string): RegistryEntry | undefined {
  if (!isPageName(page) || !isSectionName(page, section)) return undefined;
  const sections: Record<string, RegistryEntry> = contentRegistry[page];
  return sections[section];
}

/** The issues by path (for the form's fields), and one message naming each field by its label. */
function toContentError(error: z.ZodError, schema: z.ZodType): ContentError {
  const seen = new Set<string>();
  const issues: ContentIssue[] = [];
  const named: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = `${path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, message: issue.message });
    const keys = issue.path.filter((part) => typeof part !== 'symbol');
    named.push(path ? `${describePath(schema, keys)}: ${issue.message}` : issue.message);
  }
  const message = named.join('; ');
  return { message: message || 'Invalid content', issues };
}

/**
 * Validate a section's content against its schema. With literal page and
 * section names the result is precisely typed; with arbitrary strings (e.g.
 * from the database) unknown sections are reported as errors.
 */
export function parseSection<P extends PageName, S extends SectionName<P>>(
  page: P,
  section: S,
  value: unknown,
): ParseSectionResult<SectionContent<P, S>>;
export function parseSection(page: string, section: string, value: unknown): ParseSectionResult<AnySectionContent>;
export function parseSection(page: string, section: string, value: unknown): ParseSectionResult<unknown> {
  const entry = lookup(page, section);
  if (!entry) {
    return { ok: false, error: { message: `Unknown section "${page}/${section}"`, issues: [] } };
  }
  const result = entry.schema.safeParse(value);
  return result.success
    ? { ok: true, content: result.data }
    : { ok: false, error: toContentError(result.error, entry.schema) };
}

/** A fresh copy of a section's default content. */
export function getSectionDefaults<P extends PageName, S extends SectionName<P>>(
  page: P,
  section: S,
): SectionContent<P, S> {
  const entry = lookup(page, section);
  if (!entry) throw new Error(`Unknown section "${page}/${section}"`);
  return structuredClone(entry.defaults) as SectionContent<P, S>;
}

/**
 * Stored content if it fits the schema, otherwise the section's defaults
 * (with the validation error, so the caller can log a warning).
 */
export function sectionOrDefault<P extends PageName, S extends SectionName<P>>(
  page: P,
  section: S,
  value: unknown,
): { content: SectionContent<P, S>; usedDefault: boolean; error?: ContentError } {
  if (value === undefined || value === null) {
    return { content: getSectionDefaults(page, section), usedDefault: true };
  }
  const parsed = parseSection(page, section, value);
  if (parsed.ok) return { content: parsed.content, usedDefault: false };
  return { content: getSectionDefaults(page, section), usedDefault: true, error: parsed.error };
}

/** Every section's default content as page_content seed rows, in registry order. */
export function listDefaultSections(): DefaultSectionRow[] {
  return pageNames.flatMap((page) =>
    sectionNames(page).map((section) => ({
      page_name: page,
      section_name: section,
      content: structuredClone(lookup(page, section)!.defaults) as AnySectionContent,
    })),
  );
}
