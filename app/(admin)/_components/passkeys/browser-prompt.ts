'use client';

import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ActionResult } from '@/lib/action-result';

/**
 * What a refused or closed browser prompt means to the person, as the one browser-side result.
 * An empty message (code 'replaced'): nothing to say, the ceremony was replaced by another one
 * on purpose (e.g. the autofill's by the button's).
 */
function refused(error: unknown): ActionResult<never> {
  const message = promptProblem(error);
  return message === null ? { ok: false, message: '', code: 'replaced' } : { ok: false, message };
}

function promptProblem(error: unknown): string | null {
  const name = (error as { name?: string; code?: string })?.name;
  const code = (error as { code?: string })?.code;
  if (name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return null;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already has a passkey for your account.';
  if (name === 'NotAllowedError') return 'The passkey prompt was closed or timed out. Nothing changed.';
  if (name === 'SecurityError')
    return "The browser refused: this page's address does not match the site's address (SITE_URL).";
  if (name === 'NotSupportedError' || name === 'TypeError') return 'This browser cannot use passkeys here.';
  return 'The passkey prompt failed. Try again.';
}

/** The browser's own "create a passkey" prompt. */
export async function promptNewPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<ActionResult<RegistrationResponseJSON>> {
  try {
    return { ok: true, data: await startRegistration({ optionsJSON }) };
  } catch (error) {
    return refused(error);
  }
}

/** The browser's own "use a passkey" prompt, or (autofill) its offer in the e-mail field's suggestions. */
export async function promptPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  autofill = false,
): Promise<ActionResult<AuthenticationResponseJSON>> {
  try {
    return { ok: true, data: await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }) };
  } catch (error) {
    return refused(error);
  }
}
