import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { TOO_OLD_MS } from './form-token';
import { derivedKey } from './secrets';

// About a second of work in a browser (a few thousand PBKDF2 rounds of 1,000 iterations): nothing
// a person notices while typing, a real cost for a script that posts thousands.
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const secret = () => derivedKey('inquiry proof of work').toString('hex');

/**
 * An ALTCHA challenge for one rendered form: its idempotency key is signed into the challenge, so
 * one solved challenge vouches for one inquiry, never for a batch of posts.
 */
export function challengeFor(formKey: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(4_000, 1_000),
    deriveKey,
    hmacSignatureSecret: secret(),
    expiresAt: new Date(Date.now() + TOO_OLD_MS),
    data: { form: formKey },
  });
}

export type ProofVerdict = 'verified' | 'missing' | 'invalid';

/** Checks the widget's payload (base64 JSON of the challenge and its solution) for the form `formKey`. */
export async function judgeProof(payload: unknown, formKey: string | undefined): Promise<ProofVerdict> {
  if (payload === undefined || payload === null || payload === '') return 'missing';
  if (typeof payload !== 'string' || payload.length > 4_000 || !formKey) return 'invalid';
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: { counter: number; derivedKey: string };
    };
    if (!challenge?.parameters || !solution || challenge.parameters.algorithm !== ALGORITHM) return 'invalid';
    if (challenge.parameters.data?.form !== formKey) return 'invalid';
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret() });
    return result.verified ? 'verified' : 'invalid';
  } catch {
    return 'invalid';
  }
}
