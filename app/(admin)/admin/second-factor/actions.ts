'use server';

import { actionError, textField, type ActionResult } from '@/lib/action-result';
import { requireSignedIn } from '@/lib/auth';
import { confirmTotpSetup, disableTotp, replaceRecoveryCodes, startTotpSetup } from '@/lib/auth/two-factor';

// requireSignedIn, not requireUser: while the owner requires a second factor, an admin without
// one must still reach these (they are how one is set up). Outside the try: signed out redirects.

export type TotpSetupView = { setupKey: string; qrCode: string; uri: string };

export async function startTotpSetupAction(): Promise<ActionResult<TotpSetupView>> {
  await requireSignedIn();
  try {
    const { setupKey, qrCode, uri } = await startTotpSetup();
    return { ok: true, data: { setupKey, qrCode, uri } };
  } catch (error) {
    return actionError(error, 'Could not start the setup');
  }
}

/** Needs the current password as well as a code: an open session alone cannot add a factor. */
export async function confirmTotpSetupAction(input: {
  password: string;
  code: string;
}): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const user = await requireSignedIn();
  try {
    const fields = { password: textField(input?.password), code: textField(input?.code) };
    return { ok: true, data: await confirmTotpSetup(user, fields) };
  } catch (error) {
    return actionError(error, 'Could not turn on the authenticator app');
  }
}

export async function replaceRecoveryCodesAction(input: {
  code: string;
}): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const user = await requireSignedIn();
  try {
    return { ok: true, data: await replaceRecoveryCodes(user, { code: textField(input?.code) }) };
  } catch (error) {
    return actionError(error, 'Could not create new recovery codes');
  }
}

export async function disableTotpAction(input: { password: string; code: string }): Promise<ActionResult> {
  const user = await requireSignedIn();
  try {
    await disableTotp(user, { password: textField(input?.password), code: textField(input?.code) });
    return { ok: true, data: undefined };
  } catch (error) {
    return actionError(error, 'Could not turn off the authenticator app');
  }
}
