import 'server-only';
import { z } from 'zod';
import { callerFor } from '@/lib/auth/caller';
import { emailAddress } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import type { AdminAccount, AllowedEmail } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { parseOrThrow } from '@/lib/validation';

export type AdminOverview = { admins: AdminAccount[]; allowlist: AllowedEmail[]; canManage: boolean };

export const allowlistBody = z.object({ email: emailAddress });
export const OWNER_ONLY = 'Only the owner can manage admins.';

async function adminsRepo(user: AuthUser) {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can see the admins.');
  return (await getData()).forCaller(callerFor(user)).admins;
}

/**
 * Everything the Admins card shows. The owner check here only shapes the screen and the
 * message; the database functions refuse anyone but the owner whatever this says.
 */
export async function adminOverview(user: AuthUser): Promise<AdminOverview> {
  const repo = await adminsRepo(user);
  const [admins, allowlist] = await Promise.all([repo.list(), repo.allowlist()]);
  const canManage = admins.some((admin) => admin.userId === user.id && admin.isOwner);
  return { admins, allowlist, canManage };
}

// Only the admin list is needed to know the owner; the allow-list is read once, for the answer.
async function requireOwner(user: AuthUser) {
  const repo = await adminsRepo(user);
  const admins = await repo.list();
  if (!admins.some((admin) => admin.userId === user.id && admin.isOwner)) throw new AppError('forbidden', OWNER_ONLY);
  return { admins, repo };
}

export async function allowEmail(user: AuthUser, input: unknown): Promise<AdminOverview> {
  const { email } = parseOrThrow(allowlistBody, input);
  const { repo } = await requireOwner(user);
  await repo.allow(email);
  return adminOverview(user);
}

export async function disallowEmail(user: AuthUser, input: unknown): Promise<AdminOverview> {
  const { email } = parseOrThrow(allowlistBody, input);
  const { repo } = await requireOwner(user);
  await repo.disallow(email);
  return adminOverview(user);
}

export async function removeAdmin(user: AuthUser, userId: string): Promise<AdminOverview> {
  const { admins, repo } = await requireOwner(user);
  if (userId === user.id) throw new AppError('invalid_input', 'The owner cannot remove their own account.');
  if (!admins.some((admin) => admin.userId === userId)) throw new AppError('not_found', 'That admin no longer exists.');
  await repo.remove(userId);
  return adminOverview(user);
}
