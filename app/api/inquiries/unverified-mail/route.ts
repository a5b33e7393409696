import { userRoute } from '@/lib/auth/user-route';
import type { UnverifiedMailAnswer } from './schema';
import { readJson } from '@/lib/http/request';
import { setUnverifiedMail, unverifiedMailChange } from '@/lib/inquiries/admin';

/** The owner's choice for unverified inquiries: one e-mail a day listing them, or none. Admins only. */
export const PUT = userRoute(
  async ({ request, user }) => {
    const { choice } = await readJson(request, unverifiedMailChange, 1024);
    await setUnverifiedMail(user, choice);
    return Response.json({ ok: true } satisfies UnverifiedMailAnswer);
  },
  { admin: true },
);
