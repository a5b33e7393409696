import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { CookieJar } from '../types';
import type { ChallengePurpose } from './backend';
import { challengeCookie, challengeExpired, checkConsumed } from './challenge-cookie';
import { CHALLENGE_SECONDS } from './types';

/** Who asked for an add or a removal: that account's that session. A sign-in has neither. */
export type ChallengeOwner = { userId: string; sessionId: string } | null;

// Options asked for in one browser and not yet answered (the autofill's, the button's, a retry):
// a few may wait at once; the oldest go beyond that.
const LIVE_PER_BROWSER = 5;

/** The challenges of embedded mode (private.passkey_challenges), bound to the browser (./challenge-cookie). */
export function embeddedPasskeyChallenges(db: PGlite, options: { secureCookies: boolean }) {
  const cookie = challengeCookie(options);

  return {
    cookieName: cookie.name,

    /** Stores `challenge` for this browser (and account session, for an add or a removal). */
    async issue(jar: CookieJar, purpose: ChallengePurpose, challenge: string, owner: ChallengeOwner): Promise<void> {
      const browserHash = cookie.browserHash(jar);
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
      const browserHash = cookie.sentHash(jar);
      if (!browserHash || !challenge) throw challengeExpired('no challenge cookie or none in the response');
      // On its own, not in the caller's transaction: a response refused later must not give it back.
      const { rows } = await db.query<{ live: boolean; userId: string | null; sessionId: string | null }>(
        `delete from private.passkey_challenges where challenge = $1 and browser_hash = $2 and purpose = $3
         returning expires_at > now() as live, user_id as "userId", session_id as "sessionId"`,
        [challenge, browserHash, purpose],
      );
      checkConsumed(rows[0], owner);
      return challenge;
    },
  };
}
