import { callerFor } from '@/lib/auth/caller';
import { getData } from '@/lib/data';
import { userRoute } from '@/lib/http/route';

/** Every page section with its version and editor, for the content editor. */
export const GET = userRoute(
  async ({ user }) => {
    const sections = await (await getData()).forCaller(callerFor(user)).content.list();
    return Response.json({ sections });
  },
  { admin: true },
);
