import { getSectionDefaults, isPageName, isSectionName } from '@/lib/content/registry';

/** The default content of a section, or undefined for a row the registry does not know. */
export function sectionDefaults(pageName: string, sectionName: string): unknown {
  if (!isPageName(pageName) || !isSectionName(pageName, sectionName)) return undefined;
  return getSectionDefaults(pageName, sectionName);
}
