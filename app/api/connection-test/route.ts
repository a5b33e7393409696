import { runConnectionTests } from '@/lib/diagnostics/connection-test';
import { userRoute } from '@/lib/auth/user-route';

/** Runs the backend connection checks for an admin. */
export const POST = userRoute(async ({ user }) => Response.json(await runConnectionTests(user)), { admin: true });
