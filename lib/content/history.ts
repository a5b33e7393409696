import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { ContentRow, ContentVersion } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { saveSection } from './save';

function requireAdmin(user: AuthUser) {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can see or restore earlier versions.');
}

/** The versions a section's saves replaced, newest first. */
export async function listSectionHistory(user: AuthUser, id: string): Promise<ContentVersion[]> {
  requireAdmin(user);
  const repo = (await reposFor(user)).content;
  if (!(await repo.getById(id))) throw new AppError('not_found', 'This section no longer exists.');
  return repo.history({ id });
}

export type RestoreInput = { id: string; versionId: string; expectedUpdatedAt: string };

/**
 * Puts an earlier version back by saving its content like any edit: the same schema check
 * (a version from before a field was added may no longer fit), the same conflict check, and
 * the version it replaces goes into the history, so a restore can itself be undone.
 */
export async function restoreSectionVersion(user: AuthUser, input: RestoreInput): Promise<ContentRow> {
  requireAdmin(user);
  // No existence check of the section here: saveSection makes it, and a missing section has no versions.
  const repo = (await reposFor(user)).content;
  const version = (await repo.history({ id: input.id })).find((candidate) => candidate.id === input.versionId);
  if (!version) throw new AppError('not_found', 'That version of this section no longer exists.');
  return saveSection(user, { id: input.id, content: version.content, expectedUpdatedAt: input.expectedUpdatedAt });
}
