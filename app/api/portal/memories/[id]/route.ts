import { callerFor } from '@/lib/auth/caller';
import { getData } from '@/lib/data';
import { userRoute } from '@/lib/auth/user-route';

export const DELETE = userRoute<{ id: string }>(async ({ user, params }) => {
  await (await getData()).forCaller(callerFor(user)).memories.delete(params.id);
  return new Response(null, { status: 204 });
});
