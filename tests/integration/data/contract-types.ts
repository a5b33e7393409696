import type { Caller, DataPort } from '@/lib/data/port';

// Apart from ./contract so that its parts (./contract-*.ts) can name these without importing the
// file that imports them.
export type ContractUser = { id: string; email: string; caller: Caller };

/** What a backend must provide to run the shared data contract. */
export type ContractBackend = {
  port: DataPort;
  createUser(email: string, options?: { isAdmin?: boolean }): Promise<ContractUser>;
  /**
   * Gives the account a verified second factor, as the auth service would after its setup, and
   * the user a session that passed it (aal2), as verifying it gives on Supabase.
   */
  addVerifiedFactor(user: ContractUser, kind: 'totp' | 'webauthn'): Promise<void>;
};
