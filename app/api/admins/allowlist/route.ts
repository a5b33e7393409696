import { allowEmail, allowlistBody, disallowEmail } from '@/lib/admins/manage';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import type { AdminsAnswer } from '../schema';

const LIMIT = 4 * 1024;

/** Allows an e-mail to register as an admin (owner only). */
export const POST = userRoute(
  async ({ request, user }) =>
    Response.json((await allowEmail(user, await readJson(request, allowlistBody, LIMIT))) satisfies AdminsAnswer),
  { admin: true },
);

/** Takes an e-mail off the allow-list (owner only); an account already made stays until removed. */
export const DELETE = userRoute(
  async ({ request, user }) =>
    Response.json((await disallowEmail(user, await readJson(request, allowlistBody, LIMIT))) satisfies AdminsAnswer),
  { admin: true },
);
