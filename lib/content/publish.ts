import 'server-only';
import { revalidatePath } from 'next/cache';
import { expireRendersUnderWay } from '@/lib/next/internals';

/**
 * Marks every public page stale so the next request renders fresh content from
 * page_content. The whole site is revalidated, not one page, because shared
 * sections (site links, the footer) appear on every page, and a save is rare. `/resume.pdf` (a
 * route handler laid out from the portfolio sections) is named as well: on Next 16.4 the root
 * layout's tag already reaches it (every cached route carries the implicit `/layout` tag,
 * next/dist/server/lib/implicit-tags.js), but a route handler has no layout, and the resume must
 * not depend on that internal detail.
 */
export function revalidatePublicPages(): void {
  revalidatePath('/', 'layout');
  revalidateResume();
  // A route handler like the resume: its hidden pages and dates follow the pages' saves.
  revalidatePath('/sitemap.xml');
  expireRendersUnderWay();
}

/** `/resume.pdf` after a portfolio save or an upload or removal of the owner's PDF. */
export function revalidateResume(): void {
  revalidatePath('/resume.pdf');
  expireRendersUnderWay();
}
