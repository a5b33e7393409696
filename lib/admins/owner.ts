import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/errors';

/**
 * Whether `user` is the site's owner (the first account), as the database says: the admin
 * directory's `is_owner`, never anything the browser sent. Other admins edit the site; only the
 * owner manages admins and takes what covers every account (the backup).
 */
export async function isOwner(user: AuthUser): Promise<boolean> {
  if (!user.isAdmin) return false;
  const admins = await (await reposFor(user)).admins.list();
  return admins.some((admin) => admin.userId === user.id && admin.isOwner);
}

/** Throws a 403 AppError with `message` unless `user` is the owner. */
export async function requireOwner(user: AuthUser, message: string): Promise<void> {
  if (!(await isOwner(user))) throw new AppError('forbidden', message);
}
