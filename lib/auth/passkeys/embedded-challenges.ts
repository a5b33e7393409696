import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { hashSessionToken, newSessionToken } from '../session-token';
import type { CookieJar } from '../types';
import type { ChallengePurpose } from './backend';
import { CHALLENGE_EXPIRED, CHALLENGE_SECONDS } from './types';

/** Who asked for an add or a removal: that account's that session. A sign-in has neither. */
export type ChallengeOwner = { userId: string; sessionId: string } | null;

// Options asked for in one browser and not yet answered (the autofill's, the button's, a retry):
// a few may wait at once; the oldest go beyond that.
const LIVE_PER_BROWSER = 5;

const expired = (cause?: string) =>
  new AppError('unauthorized', CHALLENGE_EXPIRED, { cause: cause && new Error(cause) });

/**
 * The challenges of embedded mode (private.passkey_challenges). The browser holds a random token
 * (httpOnly cookie) whose hash binds its challenges to it; the token outlives one challenge so
 * that the autofill's pending request and the button's do not undo each other.
 */
export function embeddedPasskeyChallenges(db: PGlite, options: { secureCookies: boolean }) {
  const cookieName = options.secureCookies ? '__Host-passkey-challenge' : 'passkey-challenge';
  const cookieOptions = { httpOnly: true, secure: options.secureCookies, sameSite: 'strict' as const, path: '/' };

  return {
    cookieName,

    /** Stores `challenge` for this browser (and account session, for an add or a removal). */
    async issue(jar: CookieJar, purpose: ChallengePurpose, challenge: string, owner: ChallengeOwner): Promise<void> {
      const token = jar.get(cookieName) ?? newSessionToken();
      const browserHash = hashSessionToken(token);
      await db.transaction(async (tx) => {
        await tx.query('delete from private.passkey_challenges where expires_at <= now()');
        await tx.query(
          `delete from private.passkey_challenges where id in (
             select id from private.passkey_challenges where browser_hash = $1
             order by created_at desc offset $2)`,
          [browserHash, LIVE_PER_BROWSER - 1],
        );
        await tx.query(
          `insert into private.passkey_challenges (purpose, challenge, browser_hash, user_id, session_id, expires_at)
           values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
          [purpose, challenge, browserHash, owner?.userId ?? null, owner?.sessionId ?? null, CHALLENGE_SECONDS],
        );
      });
      jar.set(cookieName, token, { ...cookieOptions, maxAge: CHALLENGE_SECONDS });
    },

    /**
     * Deletes the challenge a response answers, whatever comes of the response: each is used once.
     * Throws CHALLENGE_EXPIRED unless it was this browser's, for this purpose, live, and (for an add
     * or a removal) asked by the same session of the same account.
     */
    async consume(
      jar: CookieJar,
      purpose: ChallengePurpose,
      challenge: string | null,
      owner: ChallengeOwner,
    ): Promise<string> {
      const token = jar.get(cookieName);
      if (!token || !challenge) throw expired('no challenge cookie or none in the response');
      // On its own, not in the caller's transaction: a response refused later must not give it back.
      const { rows } = await db.query<{ live: boolean; userId: string | null; sessionId: string | null }>(
        `delete from private.passkey_challenges where challenge = $1 and browser_hash = $2 and purpose = $3
         returning expires_at > now() as live, user_id as "userId", session_id as "sessionId"`,
        [challenge, hashSessionToken(token), purpose],
      );
      const row = rows[0];
      if (!row) throw expired('unknown, used, or another browser or purpose');
      if (!row.live) throw expired('older than five minutes');
      if (row.userId !== (owner?.userId ?? null) || row.sessionId !== (owner?.sessionId ?? null))
        throw expired('asked by another account or session');
      return challenge;
    },
  };
}

export type EmbeddedPasskeyChallenges = ReturnType<typeof embeddedPasskeyChallenges>;
