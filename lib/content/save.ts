import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { ContentRow } from '@/lib/data/port';
import { AppError, isAppError } from '@/lib/errors';
import { revalidatePublicPages } from './publish';
import { parseSection } from './registry';

export const DATABASE_FAILED =
  'The database could not store this section, so nothing was changed. Your edits are still here: try saving again in a moment.';

export type SaveSectionInput = { id: string; content: unknown; expectedUpdatedAt: string };

/**
 * Saves one section for an admin: checks the role, validates the content against the
 * section's schema (a page must never receive content it cannot render), refuses a
 * stale edit, and revalidates the public pages. Who saved it and when, the database records
 * (from the caller's identity and its clock), so no caller can credit an edit to someone else.
 */
export async function saveSection(user: AuthUser, input: SaveSectionInput): Promise<ContentRow> {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can change site content.');
  const repo = (await reposFor(user)).content;
  const row = await repo.getById(input.id);
  if (!row) throw new AppError('not_found', 'This section no longer exists.');

  const parsed = parseSection(row.pageName, row.sectionName, input.content);
  if (!parsed.ok) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path || '_'] ??= []).push(issue.message);
    throw new AppError('invalid_input', `This content cannot be saved: ${parsed.error.message}`, { fieldErrors });
  }

  const saved = await repo
    .update({ id: row.id, content: parsed.content, expectedUpdatedAt: input.expectedUpdatedAt })
    .catch((error: unknown) => {
      if (isAppError(error)) throw error;
      // The update runs in one transaction, so a failure leaves the stored section as it was;
      // saying so (rather than a bare 500) tells the editor their draft is safe to retry.
      throw new AppError('unavailable', DATABASE_FAILED, { cause: error });
    });
  revalidatePublicPages();
  return saved;
}
