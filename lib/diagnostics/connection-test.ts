import 'server-only';
import { randomUUID } from 'node:crypto';
import { getAuth } from '@/lib/auth';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser, CookieJar } from '@/lib/auth/types';
import { isMissingRelation } from '@/lib/data/errors';
import { getEnv } from '@/lib/env';
import { isAppError } from '@/lib/errors';

export type Check = { name: string; ok: boolean; detail: string; hint?: string };
export type ConnectionReport = { backend: string; checks: Check[] };

export const MISSING_TABLE_HINT = "The page_content table doesn't exist yet. Run the schema SQL.";

const throwawayJar = (): CookieJar => ({ get: () => undefined, set: () => {}, delete: () => {} });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The spec's three checks, run against whichever backend is configured. */
export async function runConnectionTests(user: AuthUser): Promise<ConnectionReport> {
  const env = getEnv();
  const backend =
    env.mode === 'supabase'
      ? `Supabase at ${env.NEXT_PUBLIC_SUPABASE_URL}`
      : `Embedded PGlite database in ${env.dataDir}`;
  const checks: Check[] = [{ name: 'Session connection', ok: true, detail: `Session active for ${user.email}` }];

  try {
    // Bypasses sign-in throttling on purpose: a health check must not count as an attack.
    await (
      await getAuth()
    ).signIn(throwawayJar(), { email: `connection-test-${randomUUID()}@example.invalid`, password: randomUUID() });
    checks.push({ name: 'Auth service', ok: false, detail: 'Invalid credentials were accepted.' });
  } catch (error) {
    const rejected = isAppError(error) && error.code === 'unauthorized';
    checks.push({
      name: 'Auth service',
      ok: rejected,
      detail: rejected
        ? `Reachable: invalid credentials rejected ("${error.message}")`
        : `Auth check failed: ${reason(error)}`,
    });
  }

  try {
    const count = await (await reposFor(user)).content.count();
    checks.push({ name: 'Content table', ok: true, detail: `page_content has ${count} row${count === 1 ? '' : 's'}` });
  } catch (error) {
    const missing = isMissingRelation(error);
    checks.push({
      name: 'Content table',
      ok: false,
      detail: `Could not count page_content rows: ${reason(error)}`,
      hint: missing ? MISSING_TABLE_HINT : undefined,
    });
  }
  return { backend, checks };
}
