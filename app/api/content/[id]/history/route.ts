import { listSectionHistory } from '@/lib/content/history';
import { userRoute } from '@/lib/auth/user-route';

/** The earlier versions of one section, newest first (admins only). */
export const GET = userRoute<{ id: string }>(
  async ({ user, params }) => Response.json({ versions: await listSectionHistory(user, params.id) }),
  { admin: true },
);
