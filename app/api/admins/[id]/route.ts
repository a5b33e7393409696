import { removeAdmin } from '@/lib/admins/manage';
import { userRoute } from '@/lib/auth/user-route';
import type { AdminsAnswer } from '../schema';

/** Removes an admin's account: their sessions end at once (owner only). */
export const DELETE = userRoute<{ id: string }>(
  async ({ user, params }) => Response.json((await removeAdmin(user, params.id)) satisfies AdminsAnswer),
  { admin: true },
);
