import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { AppError } from '@/lib/errors';
import type { RelyingParty } from './relying-party';
import {
  CHALLENGE_SECONDS,
  PASSKEY_REFUSED,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from './types';

/** The @simplewebauthn/server calls with this site's rules, whichever backend stores the passkeys. */

// EdDSA, ES256, RS256: what platform authenticators and security keys use. The same list is
// offered and accepted.
const ALGORITHMS = [-8, -7, -257];

export type Credential = { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[] };

const refused = (cause: unknown) => new AppError('unauthorized', PASSKEY_REFUSED, { cause });
const descriptor = ({ credentialId, transports }: Pick<Credential, 'credentialId' | 'transports'>) => ({
  id: credentialId,
  transports,
});

/** The WebAuthn user handle of an account: its id's 16 bytes (opaque, no e-mail in it), base64url. */
export const userHandle = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url');

/** The challenge a response answers, read from its clientDataJSON (verified again by the library). */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}

/** A discoverable credential (no e-mail to type at sign-in), user verification required, no attestation. */
export function creationOptions(rp: RelyingParty, user: { id: string; email: string }, existing: Credential[]) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.email,
    userID: Buffer.from(userHandle(user.id), 'base64url'),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    // The same authenticator is not added twice.
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** `allow`: the passkeys that may answer (to confirm a removal); none named lets the user pick any. */
export function requestOptions(rp: RelyingParty, allow?: Credential[]) {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: allow?.map(descriptor),
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
  });
}

export async function verifyNewPasskey(rp: RelyingParty, response: RegistrationResponseJSON, challenge: string) {
  let result;
  try {
    result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (error) {
    throw refused(error);
  }
  if (!result.verified) throw refused(new Error('registration not verified'));
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: (response.response.transports ?? []).slice(0, 8),
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/**
 * Checks the signature with the stored key, the challenge, origin and rpID, user verification and
 * the signature counter (the library refuses a counter that did not grow, unless both are 0, as
 * synced passkeys report). Returns the new counter, which the caller stores conditionally.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  credential: Credential,
) {
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: credential.credentialId,
        publicKey: new Uint8Array(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    throw refused(error);
  }
  if (!result.verified) throw refused(new Error('assertion not verified'));
  return { newCounter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp };
}
