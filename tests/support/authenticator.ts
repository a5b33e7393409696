import WebAuthnEmulator, { AuthenticatorEmulator, PasskeysCredentialsMemoryRepository } from 'nid-webauthn-emulator';

type Options = Parameters<WebAuthnEmulator['getJSON']>[1];
type CreationOptions = Parameters<WebAuthnEmulator['createJSON']>[1];

/** One authenticator's answers, on a page of `origin` (what navigator.credentials.create/get return). */
function answering(repository: PasskeysCredentialsMemoryRepository, userVerified: boolean) {
  // What the person did at the prompt: touched it (present) and passed the fingerprint or PIN
  // check (verified), or not.
  const interaction = () => ({ options: { up: true, uv: userVerified } });
  const emulator = new WebAuthnEmulator(
    new AuthenticatorEmulator({
      algorithmIdentifiers: ['ES256'],
      transports: ['internal'],
      credentialsRepository: repository,
      userMakeCredentialInteraction: interaction,
      userGetAssertionInteraction: interaction,
    }),
  );
  return {
    create: (origin: string, options: object) => emulator.createJSON(origin, options as CreationOptions),
    get: (origin: string, options: object) => emulator.getJSON(origin, options as Options),
  };
}

/**
 * A software authenticator (nid-webauthn-emulator: CTAP2 and the browser's WebAuthn API in Node,
 * ES256 keys, 'none' attestation) with its own credential store: what a laptop's Touch ID or a
 * phone would answer, byte for byte, so the server's verification runs on real responses.
 */
export function softAuthenticator(options: { userVerified?: boolean } = {}) {
  const store = new PasskeysCredentialsMemoryRepository();
  return {
    ...answering(store, options.userVerified ?? true),
    /** The same keys answering without verifying the user (a touch, no fingerprint or PIN). */
    unverified: () => answering(store, false),
    /** A copy of this authenticator as it is now (its keys and signature counters): a clone. */
    clone() {
      const copy = new PasskeysCredentialsMemoryRepository();
      for (const credential of store.loadCredentials()) copy.saveCredential(credential);
      return answering(copy, true);
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
