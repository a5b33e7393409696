import { adminOverview } from '@/lib/admins/manage';
import { userRoute } from '@/lib/auth/user-route';

/** The admins and the sign-up allow-list (admins read; the owner may change them). */
export const GET = userRoute(async ({ user }) => Response.json(await adminOverview(user)), { admin: true });
