import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Marks every public page stale so the next request renders fresh content from
 * page_content. The whole site is revalidated, not one page, because shared
 * sections (site links, the footer) appear on every page, and a save is rare.
 */
export function revalidatePublicPages(): void {
  revalidatePath('/', 'layout');
}
