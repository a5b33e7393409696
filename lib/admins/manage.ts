import 'server-only';
import { z } from 'zod';
import { reposFor } from '@/lib/auth/repos';
import { emailAddress } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import type { AccountActivity, AdminAccount, AllowedEmail, SecondFactorKind } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { parseOrThrow } from '@/lib/validation';

export type AdminOverview = {
  admins: AdminAccount[];
  allowlist: AllowedEmail[];
  canManage: boolean;
  /** The owner's rule: every admin needs a second factor. */
  requireSecondFactor: boolean;
  /** Each admin's verified second factors by user id: the owner's view only (null for others). */
  factors: Record<string, SecondFactorKind[]> | null;
};

export const allowlistBody = z.object({ email: emailAddress });
export const secondFactorRuleBody = z.object({ required: z.boolean({ error: 'required must be true or false' }) });
export const OWNER_ONLY = 'Only the owner can manage admins.';

async function adminsRepo(user: AuthUser) {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can see the admins.');
  return (await reposFor(user)).admins;
}

/**
 * Everything the Admins card shows. The owner check here only shapes the screen and the
 * message; the database functions refuse anyone but the owner whatever this says.
 */
export async function adminOverview(user: AuthUser): Promise<AdminOverview> {
  const repo = await adminsRepo(user);
  const security = (await reposFor(user)).security;
  const [admins, allowlist, standing] = await Promise.all([repo.list(), repo.allowlist(), security.standing()]);
  const canManage = admins.some((admin) => admin.userId === user.id && admin.isOwner);
  const factors = canManage
    ? Object.fromEntries((await security.adminFactors()).map((entry) => [entry.userId, entry.factors]))
    : null;
  return { admins, allowlist, canManage, requireSecondFactor: standing.required, factors };
}

/** Every admin's recent account activity by user id, for the owner (null for anyone else). */
export async function adminActivity(user: AuthUser, limit = 20): Promise<Record<string, AccountActivity[]> | null> {
  const repo = await adminsRepo(user);
  const admins = await repo.list();
  if (!admins.some((admin) => admin.userId === user.id && admin.isOwner)) return null;
  const security = (await reposFor(user)).security;
  const lists = await Promise.all(admins.map((admin) => security.activity({ userId: admin.userId, limit })));
  return Object.fromEntries(admins.map((admin, index) => [admin.userId, lists[index]!]));
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

/** The owner turns "Require a second factor for every admin" on or off (on needs the owner's own factor). */
export async function setSecondFactorRule(user: AuthUser, input: unknown): Promise<AdminOverview> {
  const { required } = parseOrThrow(secondFactorRuleBody, input);
  await requireOwner(user);
  await (await reposFor(user)).security.setRequireSecondFactor(required);
  return adminOverview(user);
}
