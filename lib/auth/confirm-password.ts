import 'server-only';
import { getData } from '@/lib/data';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { throttledPasswordCheck } from './account-security';
import { embeddedPasswordMatches } from './embedded';
import type { AuthUser } from './types';

export const WRONG_PASSWORD = 'The password is incorrect.';

/**
 * Asks the signed-in user for their password again before handing out something a borrowed
 * session must not get (the backup with its encryption key). Wrong guesses spend the password
 * change's per-account budget (./account-security). Embedded mode only, like the backup.
 */
export async function confirmOwnPassword(user: AuthUser, password: string): Promise<void> {
  if (getEnv().mode !== 'embedded')
    throw new AppError('conflict', 'The password is checked here in embedded mode only.');
  const db = await getEmbeddedDatabase();
  await throttledPasswordCheck(
    (await getData()).rateLimits,
    user.id,
    (wait) => `Too many wrong passwords. Try again in ${wait}.`,
    async () => {
      if (!(await embeddedPasswordMatches(db, user.id, password))) throw new AppError('forbidden', WRONG_PASSWORD);
    },
  );
}
