import { isPageName, pageNames, sectionNames } from '@/lib/content/registry';
import type { ContentRow } from '@/lib/data/port';

export type PageGroup = { pageName: string; sections: ContentRow[] };

function rank(order: readonly string[], name: string): number {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

/**
 * Rows grouped by page, pages and sections in the order of the site (the registry's order);
 * rows the registry does not know come after, alphabetically, so nothing stored is hidden.
 */
export function groupByPage(rows: readonly ContentRow[]): PageGroup[] {
  const groups = new Map<string, ContentRow[]>();
  for (const row of rows) groups.set(row.pageName, [...(groups.get(row.pageName) ?? []), row]);
  const byName = (order: readonly string[]) => (a: string, b: string) =>
    rank(order, a) - rank(order, b) || a.localeCompare(b);
  return [...groups.keys()].sort(byName(pageNames)).map((pageName) => {
    const order: readonly string[] = isPageName(pageName) ? sectionNames(pageName) : [];
    const sections = [...groups.get(pageName)!].sort((a, b) => byName(order)(a.sectionName, b.sectionName));
    return { pageName, sections };
  });
}
