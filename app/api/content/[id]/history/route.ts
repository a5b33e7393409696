import { listSectionHistory } from '@/lib/content/history';
import { userRoute } from '@/lib/auth/user-route';
import type { HistoryAnswer } from '../schema';

/** The earlier versions of one section, newest first (admins only). */
export const GET = userRoute<{ id: string }>(
  async ({ user, params }) =>
    Response.json({ versions: await listSectionHistory(user, params.id) } satisfies HistoryAnswer),
  { admin: true },
);
