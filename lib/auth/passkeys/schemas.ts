import 'server-only';
// First: configures zod before any schema below is built (see the module).
import '@/lib/zod-jitless';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from './types';

/** base64url of at most `max` characters: every binary field of a WebAuthn response. */
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

// Bounds well above what real authenticators send ('none' attestation, RSA-4096 at most), so a
// response cannot make the server parse megabytes of CBOR.
const credentialId = b64url(1364);
const transports = z.array(z.string().max(32)).max(8).optional();

export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Nothing the server acts on; dropped (see below).
  clientExtensionResults: z.looseObject({}).optional(),
  response: z.object({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(16384),
    authenticatorData: b64url(4096).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4096).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).optional(),
  response: z.object({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(4096),
    signature: b64url(1024),
    userHandle: b64url(128).optional(),
  }),
});

const INVALID_RESPONSE = 'The browser sent no usable passkey response. Try again.';

export function parseRegistrationResponse(input: unknown): RegistrationResponseJSON {
  const parsed = registrationResponseSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_input', INVALID_RESPONSE, { cause: parsed.error });
  return { ...parsed.data, clientExtensionResults: {} };
}

export function parseAuthenticationResponse(input: unknown): AuthenticationResponseJSON {
  const parsed = authenticationResponseSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_input', INVALID_RESPONSE, { cause: parsed.error });
  return { ...parsed.data, clientExtensionResults: {} };
}

export const passkeyNameSchema = z
  .string({ error: 'Give the passkey a name' })
  .trim()
  .min(1, 'Give the passkey a name')
  .max(64, 'A passkey name has at most 64 characters')
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name) && name.isWellFormed(), 'That name cannot be stored');

export const passkeyIdSchema = z.uuid({ error: 'No such passkey' });
