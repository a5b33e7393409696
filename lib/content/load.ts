import 'server-only';
import { cache } from 'react';
import { getData } from '@/lib/data';
import { anonymous } from '@/lib/data/port';
import { getEnv } from '@/lib/env';
import { loadDraftPreview } from './draft-preview';
import {
  getSectionDefaults,
  sectionNames,
  sectionOrDefault,
  type PageName,
  type SectionContent,
  type SectionName,
} from './registry';

export type PageContent<P extends PageName> = { [S in SectionName<P>]: SectionContent<P, S> };

function defaultsOf<P extends PageName>(page: P): PageContent<P> {
  return Object.fromEntries(
    sectionNames(page).map((section) => [section, getSectionDefaults(page, section)]),
  ) as PageContent<P>;
}

/**
 * Every section of a public page, from page_content. A section that is missing or no
 * longer fits its schema falls back to its default (with a warning), and so does the
 * whole page when the database cannot be reached: the public site never breaks.
 * During `next build` the defaults are used and the database is never opened.
 */
// One read per render, however many pages' sections the layout and page ask for.
export const loadAllSections = cache(async () => (await getData()).forCaller(anonymous).content.list());

export async function getPageContent<P extends PageName>(page: P): Promise<PageContent<P>> {
  if (getEnv().isBuild) return defaultsOf(page);
  let rows;
  try {
    rows = await loadAllSections();
  } catch (error) {
    console.warn(`Content for "${page}" could not be loaded; showing the default copy.`, error);
    return defaultsOf(page);
  }
  const stored = new Map(rows.filter((row) => row.pageName === page).map((row) => [row.sectionName, row.content]));
  // The "Edit page" frame: the admin's drafts over the live text (null for every other request).
  const drafts = await loadDraftPreview();
  for (const section of sectionNames(page)) {
    const draft = drafts?.get(`${page}/${section}`);
    if (draft !== undefined && sectionOrDefault(page, section, draft).usedDefault === false) stored.set(section, draft);
  }
  const entries = sectionNames(page).map((section) => {
    const { content, error } = sectionOrDefault(page, section, stored.get(section));
    if (error)
      console.warn(
        `Stored content of ${page}/${section} does not fit its schema; showing the default. ${error.message}`,
      );
    return [section, content];
  });
  return Object.fromEntries(entries) as PageContent<P>;
}
