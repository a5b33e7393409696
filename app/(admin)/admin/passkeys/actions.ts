'use server';

import { actionError, textField, type ActionResult } from '@/lib/action-result';
import { requireSignedIn } from '@/lib/auth';
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

// The account's own passkeys use requireSignedIn, not requireUser: while the owner requires a
// second factor, an admin without one must still reach these (a passkey is one). Outside the
// try: signed out redirects. The sign-in ones are for visitors with no session.

export async function passkeySignInOptionsAction(): Promise<ActionResult<PublicKeyCredentialRequestOptionsJSON>> {
  try {
    return { ok: true, data: await passkeySignInOptions() };
  } catch (error) {
    return actionError(error, 'Could not start the passkey sign-in');
  }
}

/** Signs in; the page then goes to `next` (only a path of this site). */
export async function signInWithPasskeyAction(input: {
  response: unknown;
  next?: unknown;
}): Promise<ActionResult<{ next: string }>> {
  try {
    await signInWithPasskey({ response: input?.response });
    return { ok: true, data: { next: safeNextPath(textField(input?.next)) } };
  } catch (error) {
    return actionError(error, 'Could not sign in with the passkey');
  }
}

/** Needs the current password: an open session alone cannot add a passkey. */
export async function passkeyRegistrationOptionsAction(input: {
  password: unknown;
}): Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>> {
  const user = await requireSignedIn();
  try {
    return { ok: true, data: await passkeyRegistrationOptions(user, { password: textField(input?.password) }) };
  } catch (error) {
    return actionError(error, 'Could not start adding a passkey');
  }
}

export async function addPasskeyAction(input: {
  response: unknown;
  name?: unknown;
}): Promise<ActionResult<PasskeyView>> {
  const user = await requireSignedIn();
  try {
    return { ok: true, data: await addPasskey(user, { response: input?.response, name: textField(input?.name) }) };
  } catch (error) {
    return actionError(error, 'Could not add the passkey');
  }
}

export async function renamePasskeyAction(input: { id: unknown; name: unknown }): Promise<ActionResult> {
  await requireSignedIn();
  try {
    await renamePasskey({ id: input?.id, name: input?.name });
    return { ok: true, data: undefined };
  } catch (error) {
    return actionError(error, 'Could not rename the passkey');
  }
}

export async function passkeyRemovalOptionsAction(input: {
  id: unknown;
}): Promise<ActionResult<PublicKeyCredentialRequestOptionsJSON>> {
  await requireSignedIn();
  try {
    return { ok: true, data: await passkeyRemovalOptions({ id: input?.id }) };
  } catch (error) {
    return actionError(error, 'Could not start the confirmation');
  }
}

/** Removes a passkey after the password or another passkey (`response`). */
export async function removePasskeyAction(input: {
  id: unknown;
  password?: unknown;
  response?: unknown;
}): Promise<ActionResult> {
  const user = await requireSignedIn();
  try {
    await removePasskey(user, { id: input?.id, password: input?.password, response: input?.response });
    return { ok: true, data: undefined };
  } catch (error) {
    return actionError(error, 'Could not remove the passkey');
  }
}
