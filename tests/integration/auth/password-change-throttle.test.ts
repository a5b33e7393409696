import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_LIMIT, throttledChangePassword } from '@/lib/auth/account-security';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import type { AuthUser } from '@/lib/auth/types';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { embeddedRateLimitStore } from '@/lib/data/embedded/repos/rate-limit-store';
import type { AppError } from '@/lib/errors';
import { RateLimitedError } from '@/lib/rate-limit';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';

const owner = { email: 'owner@example.com', password: 'correct horse battery' };
let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;
let store: ReturnType<typeof embeddedRateLimitStore>;
let session: ReturnType<typeof memoryCookieJar>;
let userId: string;

const attempt = (currentPassword: string, newPassword = 'a brand new passphrase') =>
  throttledChangePassword(auth, store, { jar: session.jar, userId, input: { currentPassword, newPassword } }).then(
    () => 'ok',
    (error: AppError) => error,
  );

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  auth = createEmbeddedAuth(db, { secureCookies: false });
  store = embeddedRateLimitStore(db);
  await auth.signUp(owner);
  session = memoryCookieJar();
  userId = ((await auth.signIn(session.jar, owner)) as AuthUser).id;
});

describe('password change throttling', () => {
  it('does not count malformed input', async () => {
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max + 1; i++)
      expect(await attempt('anything', 'short')).toMatchObject({ code: 'invalid_input' });
  });

  it('blocks the account after five wrong current passwords, even the right one, with the wait', async () => {
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max; i++)
      expect(await attempt('a wrong guess')).toMatchObject({ code: 'unauthorized' });
    const blocked = await attempt(owner.password);
    expect(blocked).toBeInstanceOf(RateLimitedError);
    expect((blocked as RateLimitedError).message).toMatch(
      /^Too many password change attempts\. Try again in \d+ minutes?\.$/,
    );
    // Nothing changed while blocked.
    await expect(auth.signIn(memoryCookieJar().jar, owner)).resolves.toMatchObject({ email: owner.email });
  });

  it('opens again once the window has passed, and forgets the failures after a success', async () => {
    await db.query(`update private.rate_limits set window_start = now() - interval '16 minutes'`);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max - 1; i++) await attempt('a wrong guess');
    expect(await attempt(owner.password)).toBe('ok');
    expect(await attempt('a wrong guess', 'yet another passphrase')).toMatchObject({ code: 'unauthorized' });
  });
});
