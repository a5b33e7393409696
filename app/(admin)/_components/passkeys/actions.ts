'use server';

import { z } from 'zod';
import { argsOf, textInput, validatedAction } from '@/lib/actions/validated-action';
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeyRemovalOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from '@/lib/auth/passkeys/request';
import type {
  PasskeyView,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@/lib/auth/passkeys/types';
import { safeNextPath } from '@/lib/safe-redirect';

// The account's own passkeys use gate 'signed-in', not 'user': while the owner requires a second
// factor, an admin without one must still reach these (a passkey is one). The sign-in ones are
// for visitors with no session. Ids, names and WebAuthn responses are checked where they are used.

export const passkeySignInOptionsAction = validatedAction(
  { input: argsOf({}), gate: 'anyone', fallback: 'Could not start the passkey sign-in' },
  (): Promise<PublicKeyCredentialRequestOptionsJSON> => passkeySignInOptions(),
);

/** Signs in; the page then goes to `next` (only a path of this site). */
export const signInWithPasskeyAction = validatedAction(
  {
    input: argsOf({ response: z.unknown(), next: textInput }),
    gate: 'anyone',
    fallback: 'Could not sign in with the passkey',
  },
  async ({ response, next }): Promise<{ next: string }> => {
    await signInWithPasskey({ response });
    return { next: safeNextPath(next) };
  },
);

/** Needs the current password: an open session alone cannot add a passkey. */
export const passkeyRegistrationOptionsAction = validatedAction(
  { input: argsOf({ password: textInput }), gate: 'signed-in', fallback: 'Could not start adding a passkey' },
  (fields, user): Promise<PublicKeyCredentialCreationOptionsJSON> => passkeyRegistrationOptions(user, fields),
);

export const addPasskeyAction = validatedAction(
  {
    input: argsOf({ response: z.unknown(), name: textInput }),
    gate: 'signed-in',
    fallback: 'Could not add the passkey',
  },
  (fields, user): Promise<PasskeyView> => addPasskey(user, fields),
);

export const renamePasskeyAction = validatedAction(
  {
    input: argsOf({ id: z.unknown(), name: z.unknown() }),
    gate: 'signed-in',
    fallback: 'Could not rename the passkey',
  },
  async (fields) => {
    await renamePasskey(fields);
  },
);

export const passkeyRemovalOptionsAction = validatedAction(
  { input: argsOf({ id: z.unknown() }), gate: 'signed-in', fallback: 'Could not start the confirmation' },
  (fields): Promise<PublicKeyCredentialRequestOptionsJSON> => passkeyRemovalOptions(fields),
);

/** Removes a passkey after the password or another passkey (`response`). */
export const removePasskeyAction = validatedAction(
  {
    input: argsOf({ id: z.unknown(), password: z.unknown().optional(), response: z.unknown().optional() }),
    gate: 'signed-in',
    fallback: 'Could not remove the passkey',
  },
  async (fields, user) => {
    await removePasskey(user, fields);
  },
);
