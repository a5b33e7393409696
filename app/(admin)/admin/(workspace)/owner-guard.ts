import 'server-only';
import { notFound } from 'next/navigation';
import { isOwner } from '@/lib/admins/owner';
import { requireUser, type AuthUser } from '@/lib/auth';

/**
 * For the owner's pages (Admins, Backup): the owner, or a redirect to sign in, or "not found" for
 * everyone else, so that other admins do not even learn which owner-only pages exist.
 */
export async function requireOwnerPage(): Promise<AuthUser> {
  const user = await requireUser();
  if (!(await isOwner(user))) notFound();
  return user;
}
