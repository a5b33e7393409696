import { AppError } from '@/lib/errors';
import type { PageName } from './registry';

/**
 * The pages of the content registry that have a public address of their own: "Edit page" draws
 * them and the sitemap lists them. The shared site sections (site/*) have none: they are edited in
 * the dashboard.
 */
export const publicPagePaths = {
  home: '/',
  about: '/about',
  portfolio: '/portfolio',
  donate: '/donate',
  contact: '/contact',
  privacy: '/privacy',
} as const satisfies Partial<Record<PageName, string>>;
const publicPaths: Partial<Record<PageName, string>> = publicPagePaths;

export function isEditablePage(page: string): page is PageName {
  return Object.hasOwn(publicPaths, page);
}

/** The public address of an editable page. */
export function editablePagePath(page: PageName): string {
  return publicPaths[page] ?? '/';
}

/** The page named in a route's address, or a "not found" answer. */
export function requireEditablePage(page: string | undefined): PageName {
  if (page === undefined || !isEditablePage(page)) throw new AppError('not_found', 'There is no such page to edit.');
  return page;
}
