/** The owner's mail server, saved from the admin area (migration 20261220000200). */

export type MailSecurity = 'none' | 'starttls' | 'tls';

/** What the owner types in, but the password. */
export type MailServerFields = {
  host: string;
  port: number;
  security: MailSecurity;
  username: string | null;
  /** The From address of the site's mail. */
  sender: string;
  /** Where notifications go; null: the owner account's address. */
  notifyTo: string | null;
};

/** The row as stored: the password only sealed (lib/mail/password-seal.ts), never in plain text. */
export type StoredMailSettings = MailServerFields & { passwordSealed: string | null };

/** The owner's view and changes, under row-level security: anyone else reads nothing and changes nothing. */
export interface MailSettingsRepo {
  get(): Promise<StoredMailSettings | null>;
  /** Adds or replaces the one row; forbidden for anyone but the owner. */
  save(settings: StoredMailSettings): Promise<void>;
  /** Removes it (mail then goes through the server's own settings, if any). */
  remove(): Promise<void>;
}

/** The server's own read for sending (no caller: the service role on Supabase, the owner role when embedded). */
export interface MailSettingsReader {
  read(): Promise<StoredMailSettings | null>;
}
