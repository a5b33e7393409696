import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Marks every public page stale so the next request renders fresh content from
 * page_content. The whole site is revalidated, not one page, because shared
 * sections (site links, the footer) appear on every page, and a save is rare. `/resume.pdf` is
 * a route handler, which no layout wraps, so it is named on its own (it is laid out from the
 * portfolio sections).
 */
export function revalidatePublicPages(): void {
  revalidatePath('/', 'layout');
  revalidateResume();
}

/** `/resume.pdf` after a portfolio save or an upload or removal of the owner's PDF. */
export function revalidateResume(): void {
  revalidatePath('/resume.pdf');
}
