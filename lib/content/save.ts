import 'server-only';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { ContentRow } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { revalidatePublicPages } from './publish';
import { parseSection } from './registry';

export type SaveSectionInput = { id: string; content: unknown; expectedUpdatedAt: string };

/**
 * Saves one section for an admin: checks the role, validates the content against the
 * section's schema (a page must never receive content it cannot render), refuses a
 * stale edit, records who saved it, and revalidates the public pages.
 */
export async function saveSection(user: AuthUser, input: SaveSectionInput): Promise<ContentRow> {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can change site content.');
  const repo = (await getData()).forCaller(callerFor(user)).content;
  const row = (await repo.list()).find((candidate) => candidate.id === input.id);
  if (!row) throw new AppError('not_found', 'This section no longer exists.');

  const parsed = parseSection(row.pageName, row.sectionName, input.content);
  if (!parsed.ok) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path || '_'] ??= []).push(issue.message);
    throw new AppError('invalid_input', `This content cannot be saved: ${parsed.error.message}`, { fieldErrors });
  }

  const saved = await repo.update({
    id: row.id,
    content: parsed.content,
    expectedUpdatedAt: input.expectedUpdatedAt,
    updatedBy: user.email || 'unknown',
  });
  revalidatePublicPages();
  return saved;
}
