import { secondFactorRuleBody, setSecondFactorRule } from '@/lib/admins/manage';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import type { AdminsAnswer } from '../schema';

const LIMIT = 1024;

/** "Require a second factor for every admin" on or off (owner only); answers the whole overview. */
export const POST = userRoute(
  async ({ request, user }) =>
    Response.json(
      (await setSecondFactorRule(user, await readJson(request, secondFactorRuleBody, LIMIT))) satisfies AdminsAnswer,
    ),
  { admin: true },
);
