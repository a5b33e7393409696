'use server';

import { argsOf, textInput, validatedAction } from '@/lib/actions/validated-action';
import { confirmTotpSetup, disableTotp, replaceRecoveryCodes, startTotpSetup } from '@/lib/auth/second-factor/request';

// Gate 'signed-in', not 'user': while the owner requires a second factor, an admin without one
// must still reach these (they are how one is set up).

export type TotpSetupView = { setupKey: string; qrCode: string; uri: string };

export const startTotpSetupAction = validatedAction(
  { input: argsOf({}), gate: 'signed-in', fallback: 'Could not start the setup' },
  async (): Promise<TotpSetupView> => {
    const { setupKey, qrCode, uri } = await startTotpSetup();
    return { setupKey, qrCode, uri };
  },
);

/** Needs the current password as well as a code: an open session alone cannot add a factor. */
export const confirmTotpSetupAction = validatedAction(
  {
    input: argsOf({ password: textInput, code: textInput }),
    gate: 'signed-in',
    fallback: 'Could not turn on the authenticator app',
  },
  (fields, user): Promise<{ recoveryCodes: string[] }> => confirmTotpSetup(user, fields),
);

export const replaceRecoveryCodesAction = validatedAction(
  { input: argsOf({ code: textInput }), gate: 'signed-in', fallback: 'Could not create new recovery codes' },
  (fields, user): Promise<{ recoveryCodes: string[] }> => replaceRecoveryCodes(user, fields),
);

export const disableTotpAction = validatedAction(
  {
    input: argsOf({ password: textInput, code: textInput }),
    gate: 'signed-in',
    fallback: 'Could not turn off the authenticator app',
  },
  async (fields, user) => {
    await disableTotp(user, fields);
  },
);
